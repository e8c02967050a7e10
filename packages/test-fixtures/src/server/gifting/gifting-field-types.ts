// The declared (Java) types of the gift routes' replies (issue 14), for the Jackson-nulls switch
// (wire-field-types.ts explains the tables); a claim answers with the claimant's new Ticket.
import { RC } from '../context';
import { TICKET } from '../ticketing/ticketing-field-types';
import { pageOf, type JavaKind, type KindOf } from '../wire-field-types';
import type { Gift, GiftableType, GiftClaimInfo } from './gifting-wire.types';

export const GIFTABLE_TYPE: KindOf<GiftableType> = { object: { ticketTypeId: 'string', name: 'string', nameEn: 'string', available: 'number' } };

export const GIFT: KindOf<Gift> = {
  object: {
    giftId: 'string',
    exhibitionId: 'string',
    ticketTypeId: 'string',
    name: 'string',
    nameEn: 'string',
    quantity: 'number',
    claimedCount: 'number',
    status: 'string',
    claims: { list: { object: { ticketId: 'string', claimantName: 'string', claimTime: 'string' } } },
    createTime: 'string',
    expireTime: 'string',
    serverTime: 'number',
    remainingSeconds: 'number',
    giverName: 'string',
  },
};

export const GIFT_CLAIM_INFO: KindOf<GiftClaimInfo> = {
  object: {
    giftId: 'string',
    giverName: 'string',
    name: 'string',
    nameEn: 'string',
    quantity: 'number',
    left: 'number',
    status: 'string',
    expireTime: 'string',
    serverTime: 'number',
    claimedTicketId: 'string',
  },
};

/** The gift routes' reply types (their own table, so a test can tell they all were called). */
export const GIFTING_REPLY_DATA: Readonly<Record<string, JavaKind>> = {
  [`GET ${RC}give/giftable`]: { list: GIFTABLE_TYPE },
  [`POST ${RC}give/create`]: GIFT,
  [`GET ${RC}give/list`]: pageOf(GIFT),
  [`GET ${RC}give/detail`]: GIFT,
  [`POST ${RC}give/cancel`]: GIFT,
  [`GET ${RC}give/claimInfo`]: GIFT_CLAIM_INFO,
  [`POST ${RC}give/claim`]: TICKET,
};
