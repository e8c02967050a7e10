import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { Journal, TicketingGateway } from '@fairpass/domain/ticketing';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { exhibitionOf, guarded } from './ticketing.operation';
import { TICKETING_TOKENS } from './ticketing.tokens';

/** What list journals can fail with. */
export const LIST_JOURNALS_ERRORS = [...HTTP_FAILURES] as const satisfies readonly ErrorCode[];

/** Lists the exhibition catalogues for sale (/journal), with price, shipping fee and sale state. */
@injectable()
export class ListJournalsUseCase {
  constructor(
    @inject(TICKETING_TOKENS.Gateway) private readonly ticketing: TicketingGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation (it takes no input: `execute()` or `execute({}, options)`): the value, or an error whose `code` is one of {@link LIST_JOURNALS_ERRORS}. */
  execute(_input: Readonly<Record<string, never>> = {}, options?: CallOptions): Promise<Result<readonly Journal[], ErrorOf<typeof LIST_JOURNALS_ERRORS>>> {
    return guarded(LIST_JOURNALS_ERRORS, undefined, () => this.ticketing.journals(exhibitionOf(this.session), options));
  }
}
