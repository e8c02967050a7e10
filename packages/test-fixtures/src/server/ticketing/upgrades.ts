// Exchanging a ticket for a higher type: a child order of the ticket's order that charges only the
// difference; when it is paid the old ticket is revoked ('upgraded') and the higher one issued
// (fulfilment.ts). Asking again for the same upgrade while it is unpaid gives the same order.
import { checkBasket } from './basket-rules';
import { ownedBy, type Buyer } from '../kit/buyer';
import type { Checkout } from './checkout';
import { COMMERCE, done, notFound, refused, type Outcome } from '../kit/commerce-failure';
import { CURRENCY, yuan } from '../kit/money';
import { isPayable, type OrderRecord } from './orders';
import { plainLine } from './pricing';
import type { TicketRecord } from './tickets';
import type { TicketingState } from './ticketing-state';
import { remainingOf, saleStateOf, type TicketTypeRecord } from './ticket-types';
import type { UpgradeOption } from './ticketing-wire.types';
import { lockedRefusal, TICKET } from './wallet';

/** The caller's ticket and its type, if it may be upgraded at all. */
function upgradable(state: TicketingState, personId: string, ticketId: string): Outcome<{ ticket: TicketRecord; type: TicketTypeRecord }> {
  const ticket = ownedBy(state.tickets.find(ticketId), personId);
  const type = ticket && state.type(ticket.ticketTypeId);
  if (!ticket || !type) return notFound(TICKET);
  if (ticket.issueStatus === 'locked') return lockedRefusal();
  if (ticket.issueStatus === 'revoked' || ticket.entryStatus === 'entered') return refused(COMMERCE.notUpgradable, '该票不能升级', 'This ticket cannot be upgraded');
  return done({ ticket, type });
}

/** Higher types on sale now, with seats left, that cost more. */
function higherTypes(state: TicketingState, from: TicketTypeRecord, now: number): TicketTypeRecord[] {
  const taken = state.seatsTaken(now);
  return state.catalogue.filter(
    (t) => t.exhibitionId === from.exhibitionId && t.level > from.level && t.priceFen > from.priceFen && saleStateOf(t, now, remainingOf(t, taken(t.id))) === 'on_sale',
  );
}

export function upgradeOptions(state: TicketingState, personId: string, ticketId: string): Outcome<UpgradeOption[]> {
  const now = state.now();
  const found = upgradable(state, personId, ticketId);
  if (!found.ok) return found;
  const from = found.value.type;
  return done(
    higherTypes(state, from, now).map((t) => ({
      ticketTypeId: t.id,
      name: t.name,
      nameEn: t.nameEn,
      price: yuan(t.priceFen),
      difference: yuan(t.priceFen - from.priceFen),
      currency: CURRENCY,
    })),
  );
}

/** The unpaid upgrade already asked for this ticket, if any. */
const openUpgradeOf = (state: TicketingState, buyer: Buyer, ticketId: string, now: number): OrderRecord | undefined =>
  state.orders.ofUser(buyer.userId, buyer.exhibitionId).find((o) => o.kind === 'upgrade' && o.upgradeOf === ticketId && isPayable(o, now));

export function createUpgrade({ state, buyer, language }: Checkout, ticketId: string, targetId: string): Outcome<OrderRecord> {
  const now = state.now();
  const found = upgradable(state, buyer.personId, ticketId);
  if (!found.ok) return found;
  const { ticket, type: from } = found.value;
  const target = state.type(targetId);
  if (!target || target.exhibitionId !== from.exhibitionId || target.level <= from.level || target.priceFen <= from.priceFen) {
    return refused(COMMERCE.notUpgradable, '只能升级为更高等级的票种', 'A ticket can only be upgraded to a higher type');
  }
  const open = openUpgradeOf(state, buyer, ticket.ticketId, now);
  if (open?.lines[0]?.ticketTypeId === target.id) return done(open);
  if (open) open.orderStatus = 'cancelled';
  // The ticket being exchanged no longer counts against the limit or conflicts of its replacement.
  const held = state.holdings(buyer.userId, buyer.exhibitionId, now);
  held.set(from.id, (held.get(from.id) ?? 1) - 1);
  const checked = checkBasket([{ type: target, quantity: 1 }], { now, catalogue: state.catalogue, held, taken: state.seatsTaken(now), language });
  if (!checked.ok) return checked;
  const line = plainLine(target.id, target.name, target.nameEn, 1, target.priceFen - from.priceFen);
  return done(
    state.newOrder(
      {
        exhibitionId: ticket.exhibitionId,
        userId: ticket.userId,
        personId: ticket.personId,
        kind: 'upgrade',
        parentOrderId: ticket.orderId,
        upgradeOf: ticket.ticketId,
        orderStatus: 'reserved',
        paymentStatus: 'awaiting',
        lines: [line],
        totalFen: line.amountFen,
        // The upgraded ticket keeps its holder: the receipt names them.
        attendees: [{ ticketTypeId: target.id, values: { name: ticket.holderName, phone: ticket.holderPhone } }],
        buyer: buyer.details,
      },
      now,
    ),
  );
}
