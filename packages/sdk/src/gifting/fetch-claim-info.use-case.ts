import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { GiftClaimInfo, GiftingGateway } from '@fairpass/domain/gifting';
import { inject, injectable } from 'inversify';
import { guarded } from '../operations/area-operation';
import { missingText } from '../operations/input-guard';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import { GIFTING_TOKENS } from './gifting.tokens';

/** What fetch claim info can fail with. */
export const FETCH_CLAIM_INFO_ERRORS = [...HTTP_FAILURES, 'GIFT.NOT_FOUND', 'VALIDATION.REQUIRED'] as const satisfies readonly ErrorCode[];

/**
 * What a gift's claim link shows (/ticket/receive/complimentaryTickets, `ticketGiveRecordId` = the gift):
 * the giver, the ticket type, how many are left and the gift's status. Needs no login; opened logged in
 * by someone who claimed from it already, it names their ticket (`claimedTicketId`, issue 28).
 */
@injectable()
export class FetchClaimInfoUseCase {
  constructor(@inject(GIFTING_TOKENS.Gateway) private readonly gifting: GiftingGateway) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link FETCH_CLAIM_INFO_ERRORS}. */
  execute(input: { giftId: string }, options?: CallOptions): Promise<Result<GiftClaimInfo, ErrorOf<typeof FETCH_CLAIM_INFO_ERRORS>>> {
    return guarded(FETCH_CLAIM_INFO_ERRORS, missingText(input, ['giftId']), () => this.gifting.claimInfo(input.giftId, options));
  }
}
