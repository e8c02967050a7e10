// The giver's side of a gift: which tickets can be given (issued, not entered, not locked), making a gift
// of some of one type (they lock), reading one's gifts, and cancelling (the unclaimed ones unlock).
import { type Buyer } from '../kit/buyer';
import { COMMERCE, done, refused, type Outcome } from '../kit/commerce-failure';
import type { TicketRecord } from '../ticketing/tickets';
import type { TicketingState } from '../ticketing/ticketing-state';
import type { GiftableType } from './gifting-wire.types';
import { close, GIFT_TTL_MS, newGiftId, unclaimedOf, type GiftRecord } from './gift-store';

type Body = Record<string, unknown>;

/** The caller's tickets that can go into a gift now, oldest first. */
function givable(state: TicketingState, buyer: Buyer): TicketRecord[] {
  return state.tickets
    .ofUser(buyer.userId, buyer.exhibitionId, 'valid')
    .filter((t) => t.personId === buyer.personId && t.issueStatus === 'issued' && t.entryStatus === 'not_entered')
    .reverse();
}

export function giftable(state: TicketingState, buyer: Buyer): GiftableType[] {
  state.now();
  const byType = new Map<string, number>();
  for (const ticket of givable(state, buyer)) byType.set(ticket.ticketTypeId, (byType.get(ticket.ticketTypeId) ?? 0) + 1);
  return [...byType].map(([ticketTypeId, available]) => {
    const type = state.type(ticketTypeId);
    return { ticketTypeId, name: type?.name ?? '', nameEn: type?.nameEn ?? '', available };
  });
}

/** A whole number from JSON (or its decimal text), else undefined. */
const wholeNumber = (value: unknown): number | undefined => {
  const number = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) ? number : undefined;
};

export function createGift(state: TicketingState, buyer: Buyer, body: Body): Outcome<GiftRecord> {
  const now = state.now();
  const ticketTypeId = typeof body.ticketTypeId === 'string' ? body.ticketTypeId : '';
  const quantity = wholeNumber(body.quantity);
  if (quantity === undefined || quantity < 1) return refused(400, '转赠数量须为正整数', 'The quantity must be a positive whole number');
  const tickets = givable(state, buyer).filter((t) => t.ticketTypeId === ticketTypeId);
  if (quantity > tickets.length) {
    return refused(COMMERCE.nothingToGive, `可转赠的门票不足（可转赠 ${tickets.length} 张）`, `Not enough tickets to give (${tickets.length} available)`, { available: tickets.length });
  }
  const chosen = tickets.slice(0, quantity);
  const gift = state.gifts.add({
    giftId: newGiftId(),
    exhibitionId: buyer.exhibitionId,
    userId: buyer.userId,
    personId: buyer.personId,
    giverName: buyer.details.name,
    ticketTypeId,
    ticketIds: chosen.map((t) => t.ticketId),
    claims: [],
    status: 'pending',
    createdAt: now,
    expiresAt: now + GIFT_TTL_MS,
  });
  for (const ticket of chosen) state.tickets.lock(ticket, 'gift', gift.giftId);
  return done(gift);
}

/** 4202: a gift id that names no gift of the caller's (no hint whether it exists). */
export const giftNotFound = <T = never>(): Outcome<T> => refused(COMMERCE.giftNotFound, '转赠记录不存在', 'Gift not found');

/** One of the caller's gifts. */
export function ownGift(state: TicketingState, personId: string, giftId: string): Outcome<GiftRecord> {
  state.now();
  const gift = state.gifts.find(giftId);
  return gift?.personId === personId ? done(gift) : giftNotFound();
}

export function cancelGift(state: TicketingState, personId: string, giftId: string): Outcome<GiftRecord> {
  const found = ownGift(state, personId, giftId);
  if (!found.ok) return found;
  const gift = found.value;
  if (gift.status !== 'pending' || unclaimedOf(gift).length === 0) return refused(COMMERCE.nothingToCancel, '没有可撤回的门票', 'Nothing left to cancel');
  close(gift, 'cancelled', state.tickets);
  return done(gift);
}
