// The gift shapes of docs/endpoints.md "Gifts" (issue 14), declared here as ticketing-wire.types.ts does
// for ticketing, field by field as the catalogue has them.

export type GiftStatus = 'pending' | 'claimed' | 'expired' | 'cancelled';

export interface GiftableType {
  ticketTypeId: string;
  name: string;
  nameEn: string;
  available: number;
}

export interface GiftClaim {
  ticketId: string;
  claimantName: string;
  claimTime: string;
}

export interface Gift {
  giftId: string;
  exhibitionId: string;
  ticketTypeId: string;
  name: string;
  nameEn: string;
  quantity: number;
  claimedCount: number;
  status: GiftStatus;
  claims: GiftClaim[];
  createTime: string;
  expireTime: string;
  serverTime: number;
  remainingSeconds: number;
  giverName: string;
}

export interface GiftClaimInfo {
  giftId: string;
  giverName: string;
  name: string;
  nameEn: string;
  quantity: number;
  left: number;
  status: GiftStatus;
  expireTime: string;
  serverTime: number;
  /** The ticket the caller (logged in) claimed from this gift, if they did (issue 28). */
  claimedTicketId?: string;
}
