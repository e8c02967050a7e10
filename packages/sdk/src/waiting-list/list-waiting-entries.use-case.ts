import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { WaitingEntry, WaitingListGateway } from '@fairpass/domain/waiting-list';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { WAITING_LIST_TOKENS } from './waiting-list.tokens';

/** What list waiting entries can fail with. */
export const LIST_WAITING_ENTRIES_ERRORS = [...HTTP_FAILURES] as const satisfies readonly ErrorCode[];

/**
 * The user's waiting-list entries and sale-start reminders on this exhibition, newest first: a place in
 * line (`position`), an open offer (`remainingSeconds` on the server clock, `offerExpireTime`), an offer
 * ordered (`orderId`) or run out, a reminder set or sent. Entries the user left are not among them.
 */
@injectable()
export class ListWaitingEntriesUseCase {
  constructor(
    @inject(WAITING_LIST_TOKENS.Gateway) private readonly waitingList: WaitingListGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation (it takes no input: `execute()` or `execute({}, options)`): the value, or an error whose `code` is one of {@link LIST_WAITING_ENTRIES_ERRORS}. */
  execute(_input: Readonly<Record<string, never>> = {}, options?: CallOptions): Promise<Result<readonly WaitingEntry[], ErrorOf<typeof LIST_WAITING_ENTRIES_ERRORS>>> {
    return guarded(LIST_WAITING_ENTRIES_ERRORS, undefined, () => this.waitingList.entries(exhibitionOf(this.session), options));
  }
}
