// A gift of tickets as `RC give/*` sends it (docs/endpoints.md "Gifts"). The gift's id is the claim
// link's ticketGiveRecordId: unguessable, so holding the link is what lets someone claim.

/** `pending`: open with tickets left (some may be claimed already). */
export const GIFT_STATUSES = ['pending', 'claimed', 'expired', 'cancelled'] as const;
export type GiftStatus = (typeof GIFT_STATUSES)[number];

export interface GiftClaim {
  readonly ticketId: string;
  /** Masked by the server (张*). */
  readonly claimantName: string;
  readonly claimTime: string;
}

export interface Gift {
  readonly giftId: string;
  readonly exhibitionId: string;
  readonly ticketTypeId: string;
  readonly name: string;
  readonly nameEn: string;
  readonly quantity: number;
  readonly claimedCount: number;
  readonly status: GiftStatus;
  readonly claims: readonly GiftClaim[];
  /** `yyyy-MM-dd HH:mm:ss`, Beijing time. */
  readonly createTime: string;
  readonly expireTime: string;
  /** The server's clock when it answered (epoch ms). */
  readonly serverTime: number;
  /** Seconds until the gift expires at `serverTime`; 0 once it is not open. */
  readonly remainingSeconds: number;
  readonly giverName: string;
}

/** What the claim link's page may show before anyone logs in. */
export interface GiftClaimInfo {
  readonly giftId: string;
  readonly giverName: string;
  readonly name: string;
  readonly nameEn: string;
  readonly quantity: number;
  /** Tickets still to claim. */
  readonly left: number;
  readonly status: GiftStatus;
  readonly expireTime: string;
  readonly serverTime: number;
  /**
   * The ticket the caller claimed from this gift, when the link is opened logged in by someone who has
   * claimed already (issue 28: the page says "您已领取" and leads to it); absent otherwise.
   */
  readonly claimedTicketId?: string;
}

/** Tickets of one type the caller can give now. */
export interface GiftableType {
  readonly ticketTypeId: string;
  readonly name: string;
  readonly nameEn: string;
  readonly available: number;
}

/** The claimant's own details; the ticket is issued in their name. */
export interface GiftClaimDetails {
  readonly holderName: string;
  readonly holderPhone: string;
  readonly holderEmail?: string;
  readonly company?: string;
}
