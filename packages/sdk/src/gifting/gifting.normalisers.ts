// The gifting replies in the domain's shape, whatever placeholders the backend wrote for absent values
// (wire/absent-values.ts): a gift nobody claimed from has no claims (null → []), and the claimant's new
// ticket is read as every wallet ticket is (wire/ticket.normalisers.ts: no lock "" , no rotation {}).
import type { Page } from '@fairpass/domain';
import type { Gift, GiftableType, GiftClaim, GiftClaimInfo } from '@fairpass/domain/gifting';
import { readPage } from '../wire/reply-parts';
import { readReply, type ShapeOf } from '../wire/reply-shape';

export { normaliseTicket } from '../wire/ticket.normalisers';

export const GIFTABLE_TYPE_SHAPE: ShapeOf<GiftableType> = {
  object: { ticketTypeId: 'text', name: 'text', nameEn: 'text', available: 'number' },
};

/** One claim of a gift; the claimant's name arrives masked (张*). */
export const GIFT_CLAIM_SHAPE: ShapeOf<GiftClaim> = {
  object: { ticketId: 'text', claimantName: 'text', claimTime: 'text' },
};

export const GIFT_SHAPE: ShapeOf<Gift> = {
  object: {
    giftId: 'text',
    exhibitionId: 'text',
    ticketTypeId: 'text',
    name: 'text',
    nameEn: 'text',
    quantity: 'number',
    claimedCount: 'number',
    status: 'text',
    claims: { list: GIFT_CLAIM_SHAPE },
    createTime: 'text',
    expireTime: 'text',
    serverTime: 'number',
    remainingSeconds: 'number',
    giverName: 'text',
  },
};

export const GIFT_CLAIM_INFO_SHAPE: ShapeOf<GiftClaimInfo> = {
  object: {
    giftId: 'text',
    giverName: 'text',
    name: 'text',
    nameEn: 'text',
    quantity: 'number',
    left: 'number',
    status: 'text',
    expireTime: 'text',
    serverTime: 'number',
    claimedTicketId: 'optionalText',
  },
};

/** `give/giftable` (null → []). */
export const normaliseGiftableTypes = (raw: unknown): GiftableType[] => readReply(raw, { list: GIFTABLE_TYPE_SHAPE }) as GiftableType[];

/** `give/create`, `/detail`, `/cancel`. */
export const normaliseGift = (raw: unknown): Gift => readReply(raw, GIFT_SHAPE) as Gift;

/** `give/list`. */
export const normaliseGiftPage = (raw: unknown): Page<Gift> => readPage(raw, GIFT_SHAPE);

/** `give/claimInfo`. */
export const normaliseGiftClaimInfo = (raw: unknown): GiftClaimInfo => readReply(raw, GIFT_CLAIM_INFO_SHAPE) as GiftClaimInfo;
