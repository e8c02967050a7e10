import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { ExhibitorPeopleGateway, PreviousHolder } from '@fairpass/domain/exhibitor-people';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { EXHIBITOR_PEOPLE_TOKENS } from './exhibitor-people.tokens';
import { blankType } from './people.input-guards';

/** What fetch previous holders can fail with. */
export const FETCH_PREVIOUS_HOLDERS_ERRORS = [...HTTP_FAILURES, 'VALIDATION.REQUIRED'] as const satisfies readonly ErrorCode[];

/** Who held this pass type at the previous edition, each saying whether they hold one again already. */
@injectable()
export class FetchPreviousHoldersUseCase {
  constructor(
    @inject(EXHIBITOR_PEOPLE_TOKENS.Gateway) private readonly people: ExhibitorPeopleGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the list, or an error whose `code` is one of {@link FETCH_PREVIOUS_HOLDERS_ERRORS}. */
  execute(input: { readonly type: string }, options?: CallOptions): Promise<Result<readonly PreviousHolder[], ErrorOf<typeof FETCH_PREVIOUS_HOLDERS_ERRORS>>> {
    return guarded(FETCH_PREVIOUS_HOLDERS_ERRORS, blankType(input, 'type'), () => this.people.history({ exhibitionId: exhibitionOf(this.session), type: input.type.trim() }, options));
  }
}
