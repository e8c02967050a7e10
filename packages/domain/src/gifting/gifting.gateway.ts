// The gifting endpoints (docs/endpoints.md "Gifts"): the tickets the caller can give, the gifts they
// made, and a claim of one ticket from someone else's gift.
import type { DomainError, Result } from '../errors/result';
import type { Gift, GiftableType, GiftClaimDetails, GiftClaimInfo, GiftStatus } from '../gifting/gift.types';
import type { Ticket } from '../ticketing/ticket.types';
import type { CallOptions } from '../ports/call-options';
import type { Page, PageRequest } from '../ports/page';

/** What `give/create` takes: how many of the caller's tickets of one type to give. */
export interface CreateGiftRequest {
  readonly exhibitionId: string;
  readonly ticketTypeId: string;
  readonly quantity: number;
}

/** What `give/list` takes: a page of the caller's gifts, of one status or all. */
export interface GiftListRequest extends PageRequest {
  readonly exhibitionId: string;
  readonly status?: GiftStatus;
}

/** What `give/claim` takes: the gift and the claimant's own details. */
export interface ClaimGiftRequest extends GiftClaimDetails {
  readonly giftId: string;
}

export interface GiftingGateway {
  /** The caller's issued, not entered, not locked tickets, by type. */
  giftable(exhibitionId: string, options?: CallOptions): Promise<Result<readonly GiftableType[], DomainError>>;
  /** Makes a gift: the tickets are locked until claimed, cancelled or expired (72 hours). */
  createGift(input: CreateGiftRequest, options?: CallOptions): Promise<Result<Gift, DomainError>>;
  /** The caller's gifts, newest first. */
  gifts(input: GiftListRequest, options?: CallOptions): Promise<Result<Page<Gift>, DomainError>>;
  gift(giftId: string, options?: CallOptions): Promise<Result<Gift, DomainError>>;
  /** Ends a gift: the unclaimed tickets go back to the giver. */
  cancelGift(giftId: string, options?: CallOptions): Promise<Result<Gift, DomainError>>;
  /** What the claim link shows before anyone logs in (no token). */
  claimInfo(giftId: string, options?: CallOptions): Promise<Result<GiftClaimInfo, DomainError>>;
  /** Claims one ticket of the gift: a new ticket in the claimant's name. */
  claimGift(input: ClaimGiftRequest, options?: CallOptions): Promise<Result<Ticket, DomainError>>;
}
