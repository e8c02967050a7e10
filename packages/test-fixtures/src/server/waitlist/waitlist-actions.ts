// The buyer's side of the waiting list (issue 28): joining a sold-out type's line with the number of
// tickets wanted, asking for an SMS when a type not on sale yet goes on sale, leaving (an open offer
// passes on), and ordering what an offer holds — at the list price, through the same order writing as
// the basket (checkout.ts: the attendee details, the per-person limit, the 15 minutes to pay), the offer's
// seats being the holder's own while the order is written.
import type { DictionarySeed } from '../../data/dictionaries.data';
import { beijingTime } from '../kit/beijing-time';
import { ownedBy, type Buyer } from '../kit/buyer';
import { COMMERCE, done, refused, type Outcome } from '../kit/commerce-failure';
import { createOrder, type Checkout } from '../ticketing/checkout';
import type { OrderRecord } from '../ticketing/orders';
import { remainingOf, type TicketTypeRecord } from '../ticketing/ticket-types';
import type { TicketingState } from '../ticketing/ticketing-state';
import type { LanguageType } from '../wire.types';
import type { WaitingRecord } from './waiting-store';
import { waitingQuantityMax } from './waiting-rules';

type Body = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** A whole number from JSON (or its decimal text), else undefined. */
const wholeNumber = (value: unknown): number | undefined => {
  const number = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) ? number : undefined;
};

const typeNotFound = <T = never>(): Outcome<T> => refused(400, '票种不存在', 'Ticket type not found');
export const entryNotFound = <T = never>(): Outcome<T> => refused(COMMERCE.waitingNotFound, '候补记录不存在', 'Waiting-list entry not found');

function typeOf(state: TicketingState, buyer: Buyer, ticketTypeId: string): TicketTypeRecord | undefined {
  const type = state.type(ticketTypeId);
  return type?.exhibitionId === buyer.exhibitionId ? type : undefined;
}

const notRegistered = (state: TicketingState, buyer: Buyer): boolean => !buyer.registered && !state.hasValidTicket(buyer.userId);
const refusedUnregistered = () => refused(COMMERCE.notRegistered, '您尚未完成登记，暂无可用门票', 'You have not completed the registration yet and there are no tickets available for use');

/** waitingList/join: `{ticketTypeId, quantity}` on a sold-out type. */
export function joinWaitingList(state: TicketingState, buyer: Buyer, body: Body): Outcome<WaitingRecord> {
  const now = state.now();
  const type = typeOf(state, buyer, text(body.ticketTypeId));
  if (!type) return typeNotFound();
  if (notRegistered(state, buyer)) return refusedUnregistered();
  if (now < type.saleStartAt) {
    const start = beijingTime(type.saleStartAt);
    return refused(COMMERCE.waitingNotOnSaleYet, `「${type.name}」将于 ${start} 开售，可设置开售提醒`, `"${type.nameEn}" goes on sale at ${start}: ask for a reminder instead`, { saleStartTime: start });
  }
  if (now >= type.saleEndAt) return refused(COMMERCE.saleEnded, `「${type.name}」已停止售票`, `Sales of "${type.nameEn}" have ended`);
  if (remainingOf(type, state.seatsTaken(now)(type.id)) !== 0) {
    return refused(COMMERCE.waitingSeatsAvailable, `「${type.name}」现在有余票，可直接购买`, `"${type.nameEn}" has tickets left: buy them now`);
  }
  const existing = state.waitingList.openEntry(buyer.personId, type.id, 'seats');
  if (existing) return refused(COMMERCE.waitingAlreadyJoined, '您已在该票种的候补名单中', 'You are already on the waiting list of this ticket type', { entryId: existing.entryId });
  const held = state.holdings(buyer.userId, buyer.exhibitionId, now).get(type.id) ?? 0;
  const max = waitingQuantityMax(type, held);
  if (max === 0 && type.limitPerUser !== undefined) {
    return refused(COMMERCE.limitReached, `「${type.name}」每人限购 ${type.limitPerUser} 张`, `"${type.nameEn}" is limited to ${type.limitPerUser} per person`, { ticketTypeId: type.id, limit: type.limitPerUser });
  }
  const quantity = wholeNumber(body.quantity);
  if (quantity === undefined || quantity < type.minPerOrder || quantity > max) {
    return refused(COMMERCE.quantityOutOfRange, `「${type.name}」可候补 ${type.minPerOrder}–${max} 张`, `"${type.nameEn}": wait for ${type.minPerOrder}–${max}`, { min: type.minPerOrder, max });
  }
  return done(state.waitingList.newEntry({ exhibitionId: buyer.exhibitionId, ticketTypeId: type.id, userId: buyer.userId, personId: buyer.personId, phone: buyer.details.phone, kind: 'seats', quantity, joinedAt: now }));
}

/** waitingList/remind: `{ticketTypeId}` of a type not on sale yet. */
export function remindAtSaleStart(state: TicketingState, buyer: Buyer, body: Body): Outcome<WaitingRecord> {
  const now = state.now();
  const type = typeOf(state, buyer, text(body.ticketTypeId));
  if (!type) return typeNotFound();
  if (now >= type.saleStartAt) return refused(COMMERCE.waitingAlreadyOnSale, `「${type.name}」已开售`, `"${type.nameEn}" is already on sale`);
  const existing = state.waitingList.openEntry(buyer.personId, type.id, 'reminder');
  if (existing) return refused(COMMERCE.waitingAlreadyJoined, '您已设置该票种的开售提醒', 'You have already asked for a reminder of this ticket type', { entryId: existing.entryId });
  return done(state.waitingList.newEntry({ exhibitionId: buyer.exhibitionId, ticketTypeId: type.id, userId: buyer.userId, personId: buyer.personId, phone: buyer.details.phone, kind: 'reminder', quantity: 0, joinedAt: now }));
}

/** The caller's entry, after the clock has done what is due. */
export function ownEntry(state: TicketingState, personId: string, entryId: string): Outcome<WaitingRecord> {
  state.now();
  const entry = ownedBy(state.waitingList.find(entryId), personId);
  return entry ? done(entry) : entryNotFound();
}

const closed = <T = never>(entry: WaitingRecord): Outcome<T> =>
  entry.status === 'expired'
    ? refused(COMMERCE.waitingOfferExpired, '为您保留的名额已过期', 'The seats held for you have expired')
    : refused(COMMERCE.waitingClosed, '这条候补已结束', 'This waiting-list entry has ended');

/** waitingList/leave: `{entryId}`; an open offer's seats go to the next in line. Leaving again changes nothing. */
export function leaveWaitingList(state: TicketingState, personId: string, entryId: string): Outcome<WaitingRecord> {
  const found = ownEntry(state, personId, entryId);
  if (!found.ok) return found;
  const entry = found.value;
  if (entry.status === 'left') return done(entry);
  if (entry.status !== 'waiting' && entry.status !== 'offered') return closed(entry);
  entry.status = 'left';
  state.now();
  return done(entry);
}

export interface OfferOrder {
  checkout: Checkout;
  dictionaries: DictionarySeed;
  language: LanguageType;
}

/** waitingList/accept: `{entryId, attendees}` — the offer's seats as an order at the list price, waiting for payment. */
export function acceptOffer({ checkout, dictionaries }: OfferOrder, body: Body): Outcome<OrderRecord> {
  const { state, buyer } = checkout;
  const found = ownEntry(state, buyer.personId, text(body.entryId));
  if (!found.ok) return found;
  const entry = found.value;
  if (entry.kind !== 'seats' || entry.status !== 'offered') return closed(entry);
  state.waitingList.redeeming = entry.entryId;
  try {
    // No discount code: an offer is bought at the list price.
    const order = createOrder(checkout, { lines: [{ ticketTypeId: entry.ticketTypeId, quantity: entry.quantity }], attendees: body.attendees ?? [] }, dictionaries);
    if (!order.ok) return order;
    entry.status = 'ordered';
    entry.orderId = order.value.orderId;
    return order;
  } finally {
    state.waitingList.redeeming = undefined;
  }
}
