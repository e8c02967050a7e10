import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { WaitingEntry, WaitingListGateway } from '@fairpass/domain/waiting-list';
import { inject, injectable } from 'inversify';
import { guarded } from '../operations/area-operation';
import { missingText } from '../operations/input-guard';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import { WAITING_LIST_TOKENS } from './waiting-list.tokens';

/** What leave waiting list can fail with. */
export const LEAVE_WAITING_LIST_ERRORS = [...WRITE_FAILURES, 'WAITING.NOT_FOUND', 'WAITING.CLOSED', 'WAITING.OFFER_EXPIRED', 'VALIDATION.REQUIRED'] as const satisfies readonly ErrorCode[];

/**
 * Leaves a waiting list or cancels a sale-start reminder (issue 28). Seats an open offer held go to the
 * next in line at once. An entry already ordered or run out is `WAITING.CLOSED` / `WAITING.OFFER_EXPIRED`;
 * leaving twice answers as the first time. Carries an Idempotency-Key.
 */
@injectable()
export class LeaveWaitingListUseCase {
  constructor(@inject(WAITING_LIST_TOKENS.Gateway) private readonly waitingList: WaitingListGateway) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link LEAVE_WAITING_LIST_ERRORS}. */
  execute(input: { readonly entryId: string }, options?: CallOptions): Promise<Result<WaitingEntry, ErrorOf<typeof LEAVE_WAITING_LIST_ERRORS>>> {
    return guarded(LEAVE_WAITING_LIST_ERRORS, missingText(input, ['entryId']), () => this.waitingList.leave(input.entryId.trim(), options));
  }
}
