import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { InfoPage, InfoPageKind, InformationGateway } from '@fairpass/domain/information';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { outOfRange } from '../operations/input-guard';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { INFORMATION_TOKENS } from './information.tokens';

/** The information pages there are. */
export const INFO_PAGE_KINDS = ['hotel', 'traffic', 'special'] as const satisfies readonly InfoPageKind[];

/** What fetch info page can fail with. */
export const FETCH_INFO_PAGE_ERRORS = [...HTTP_FAILURES, 'VALIDATION.REQUIRED', 'VALIDATION.OUT_OF_RANGE'] as const satisfies readonly ErrorCode[];

/**
 * Fetches one of the exhibition's information pages (hotels, traffic, special equipment): its title and
 * HTML content in both languages. The HTML is the organiser's: sanitise it before showing it. Needs no login.
 */
@injectable()
export class FetchInfoPageUseCase {
  constructor(
    @inject(INFORMATION_TOKENS.Gateway) private readonly information: InformationGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link FETCH_INFO_PAGE_ERRORS}. */
  execute(input: { kind: InfoPageKind }, options?: CallOptions): Promise<Result<InfoPage, ErrorOf<typeof FETCH_INFO_PAGE_ERRORS>>> {
    return guarded(FETCH_INFO_PAGE_ERRORS, outOfRange(input, 'kind', INFO_PAGE_KINDS), () =>
      this.information.infoPage({ exhibitionId: exhibitionOf(this.session), kind: input.kind }, options),
    );
  }
}
