import type { CallOptions, ErrorCode, Page, PageRequest, Result } from '@fairpass/domain';
import type { EntranceRecord, InformationGateway } from '@fairpass/domain/information';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { invalidPage } from '../operations/input-guard';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { INFORMATION_TOKENS } from './information.tokens';

/** What list entrances can fail with. */
export const LIST_ENTRANCES_ERRORS = [...HTTP_FAILURES, 'VALIDATION.REQUIRED', 'VALIDATION.NUMBER_INVALID'] as const satisfies readonly ErrorCode[];

/** Lists the user's passes through the exhibition's gates a page at a time, newest first (entry records). */
@injectable()
export class ListEntrancesUseCase {
  constructor(
    @inject(INFORMATION_TOKENS.Gateway) private readonly information: InformationGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link LIST_ENTRANCES_ERRORS}. */
  execute(input: PageRequest, options?: CallOptions): Promise<Result<Page<EntranceRecord>, ErrorOf<typeof LIST_ENTRANCES_ERRORS>>> {
    return guarded(LIST_ENTRANCES_ERRORS, invalidPage(input), () =>
      this.information.entrances({ exhibitionId: exhibitionOf(this.session), current: input.current, size: input.size }, options),
    );
  }
}
