// The waiting-list replies in the domain's shape, whatever placeholders the backend wrote for absent
// values (wire/absent-values.ts): a reminder's quantity, a place in line once offered, an offer's expiry
// and an entry's order (-1 / "") are left out; an offer's order is read to what its pay step needs.
import type { OfferOrder, WaitingEntry } from '@fairpass/domain/waiting-list';
import { readReply, type ShapeOf } from '../wire/reply-shape';

export const WAITING_ENTRY_SHAPE: ShapeOf<WaitingEntry> = {
  object: {
    entryId: 'text',
    exhibitionId: 'text',
    ticketTypeId: 'text',
    name: 'text',
    nameEn: 'text',
    kind: 'text',
    status: 'text',
    quantity: 'optionalCount',
    position: 'optionalCount',
    price: 'text',
    currency: 'text',
    saleStartTime: 'text',
    offerExpireTime: 'optionalText',
    remainingSeconds: 'number',
    serverTime: 'number',
    orderId: 'optionalText',
    notifyPhone: 'text',
    createTime: 'text',
  },
};

export const OFFER_ORDER_SHAPE: ShapeOf<OfferOrder> = {
  object: { orderId: 'text', orderNo: 'text', total: 'text', currency: 'text', expireTime: 'text', remainingSeconds: 'number', serverTime: 'number' },
};

/** `waitingList/list` (null → []). */
export const normaliseWaitingEntries = (raw: unknown): WaitingEntry[] => readReply(raw, { list: WAITING_ENTRY_SHAPE }) as WaitingEntry[];

/** `waitingList/join`, `/remind`, `/leave`. */
export const normaliseWaitingEntry = (raw: unknown): WaitingEntry => readReply(raw, WAITING_ENTRY_SHAPE) as WaitingEntry;

/** `waitingList/accept`: the order's own fields the pay step needs, the rest of the Order left to its page. */
export const normaliseOfferOrder = (raw: unknown): OfferOrder => readReply(raw, OFFER_ORDER_SHAPE) as OfferOrder;
