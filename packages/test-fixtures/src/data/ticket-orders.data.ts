// The orders and tickets of the ticketing accounts (ticket-buyers.data.ts), with times relative to the
// server's clock at reset: an unpaid VIP order, a paid trade visitor pass, and the bulk buyer's 500
// orders (one in ten completed with a ticket, the rest cancelled or expired). The bulk list is made
// once per process and copied on reset, so a reset stays cheap.
import type { BuyerDetails } from '../server/kit/buyer';
import { ORDER_TIMEOUT_MS, type OrderRecord } from '../server/ticketing/orders';
import { beijingDate } from '../server/kit/beijing-time';
import { plainLine } from '../server/ticketing/pricing';
import type { TicketRecord } from '../server/ticketing/tickets';
import { SEED } from './seed.constants';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const S = SEED.ticketing;
const demo = SEED.exhibitions.demo;

export const VIP = plainLine(S.types.vip, 'VIP 贵宾票', 'VIP ticket', 1, 12800);
export const TRADE = plainLine(S.types.trade, '专业观众通票', 'Trade visitor pass', 1, 5800);
export const VISITOR = plainLine(S.types.visitor, '普通观众票', 'Visitor ticket', 1, 0);

export interface Owner {
  phone: string;
  name: string;
}

const ownerFields = ({ phone }: Owner) => ({ exhibitionId: demo, userId: `u-${demo}-${phone}`, personId: `p-${phone}` });
const buyerOf = (owner: Owner): BuyerDetails => ({ name: owner.name, phone: owner.phone, email: `buyer${owner.phone.slice(-3)}@example.com` });

/** Seeded order numbers have a 0 where the run's have a 1 (TicketingState.newOrder). */
const orderNumber = (createdAt: number, n: number): string => `FP${beijingDate(createdAt)}0${String(n).padStart(5, '0')}`;

export function order(owner: Owner, orderId: string, n: number, createdAt: number, fields: Pick<OrderRecord, 'lines' | 'orderStatus' | 'paymentStatus'> & Partial<OrderRecord>): OrderRecord {
  return {
    ...ownerFields(owner),
    orderId,
    orderNo: orderNumber(createdAt, n),
    kind: 'ticket',
    refundStatus: 'none',
    totalFen: fields.lines.reduce((sum, line) => sum + line.amountFen, 0),
    createdAt,
    expiresAt: createdAt + ORDER_TIMEOUT_MS,
    ticketIds: [],
    attendees: [],
    buyer: buyerOf(owner),
    // A paid seed was paid in WeChat a minute after it was made (the receipt shows when and how).
    ...(fields.paymentStatus === 'received' ? { paidAt: createdAt + MINUTE, paidChannel: 'jsapi' as const } : {}),
    ...fields,
  };
}

export function ticket(owner: Owner, ticketId: string, paid: OrderRecord): TicketRecord {
  const buyer = buyerOf(owner);
  return {
    ...ownerFields(owner),
    ticketId,
    orderId: paid.orderId,
    ticketTypeId: paid.lines[0]?.ticketTypeId ?? '',
    holderName: buyer.name,
    holderPhone: buyer.phone,
    holderEmail: buyer.email,
    issueStatus: 'issued',
    entryStatus: 'not_entered',
    issuedAt: paid.createdAt + MINUTE,
  };
}

const BULK_ORDERS = 500;
const BULK_ORDER_ID = 1_907_000_000_000_010_000n;
const BULK_TICKET_ID = 2_907_000_000_000_010_000n;

/** The bulk buyer's orders and tickets with times counted from a reset at 0 (shifted on each reset). */
let bulkAtZero: { orders: OrderRecord[]; tickets: TicketRecord[] } | undefined;

function bulkBuyerAtZero(): { orders: OrderRecord[]; tickets: TicketRecord[] } {
  const owner = { phone: SEED.phones.bulkBuyer, name: '华大宗' };
  const orders: OrderRecord[] = [];
  const tickets: TicketRecord[] = [];
  for (let i = 0; i < BULK_ORDERS; i += 1) {
    const createdAt = -(BULK_ORDERS - i) * HOUR;
    const orderId = String(BULK_ORDER_ID + BigInt(i));
    if (i % 10 === 9) {
      const ticketId = String(BULK_TICKET_ID + BigInt(tickets.length));
      const line = tickets.length % 2 === 0 ? VISITOR : TRADE;
      const paid = order(owner, orderId, 10000 + i, createdAt, {
        lines: [line],
        orderStatus: 'completed',
        paymentStatus: line.amountFen === 0 ? 'not_required' : 'received',
        ticketIds: [ticketId],
      });
      orders.push(paid);
      tickets.push(ticket(owner, ticketId, paid));
    } else {
      const lines = [{ ...VIP, quantity: 2, amountFen: 2 * VIP.unitFen }];
      orders.push(order(owner, orderId, 10000 + i, createdAt, { lines, orderStatus: i % 2 === 0 ? 'expired' : 'cancelled', paymentStatus: 'awaiting' }));
    }
  }
  return { orders, tickets };
}

/** A bulk order of the list made at 0, moved to a reset at `now` (its number carries the new date). */
function shifted(atZero: OrderRecord, now: number, n: number): OrderRecord {
  const createdAt = now + atZero.createdAt;
  const paidAt = atZero.paidAt === undefined ? {} : { paidAt: now + atZero.paidAt };
  return { ...atZero, createdAt, expiresAt: now + atZero.expiresAt, orderNo: orderNumber(createdAt, n), ...paidAt };
}

export function seedTicketOrders(now: number): { orders: OrderRecord[]; tickets: TicketRecord[] } {
  bulkAtZero ??= bulkBuyerAtZero();
  const unpaidOwner = { phone: SEED.phones.unpaidOrder, name: '曹待付' };
  const paidOwner = { phone: SEED.phones.paidTicket, name: '严升级' };
  const unpaid = order(unpaidOwner, S.unpaidOrderId, 1111, now - 2 * MINUTE, {
    lines: [VIP],
    orderStatus: 'reserved',
    paymentStatus: 'awaiting',
    attendees: [{ ticketTypeId: S.types.vip, values: { name: unpaidOwner.name, phone: unpaidOwner.phone } }],
  });
  const paid = order(paidOwner, S.paidOrderId, 1121, now - 3 * DAY, {
    lines: [TRADE],
    orderStatus: 'completed',
    paymentStatus: 'received',
    ticketIds: [S.paidTicketId],
  });
  return {
    orders: [...bulkAtZero.orders.map((o, i) => shifted(o, now, 10000 + i)), unpaid, paid],
    tickets: [...bulkAtZero.tickets.map((t) => ({ ...t, issuedAt: now + t.issuedAt })), ticket(paidOwner, S.paidTicketId, paid)],
  };
}
