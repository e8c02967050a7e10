// The orders, tickets, gift and invoice headers of the after-sales accounts (aftersales-buyers.data.ts),
// with times relative to the server's clock at reset: Zhou Li's three VIP tickets, one of them in the
// pending gift `gift-demo-pending`; Li Lei's two refundable, invoiceable orders and saved headers; and
// the refusals of 13800000123 (free, entered, refund window closed).
import type { GiftRecord } from '../server/gifting/gift-store';
import { GIFT_TTL_MS } from '../server/gifting/gift-store';
import type { HeaderRecord } from '../server/invoicing/invoice-headers';
import { plainLine } from '../server/ticketing/pricing';
import type { OrderRecord } from '../server/ticketing/orders';
import type { TicketRecord } from '../server/ticketing/tickets';
import { SEED } from './seed.constants';
import { order, ticket, TRADE, VIP, VISITOR, type Owner } from './ticket-orders.data';

const DAY = 24 * 3600 * 1000;
const A = SEED.aftersales;
const P = SEED.phones;

const giver: Owner = { phone: P.giftGiver, name: '周礼' };
const buyer: Owner = { phone: P.aftersalesBuyer, name: '李雷' };
const refusals: Owner = { phone: P.aftersalesRefusals, name: '韩守规' };

const PREVIEW = plainLine(SEED.ticketing.types.saleEnded, '预展日通行证', 'Preview-day pass', 1, 2000);
const paid = { orderStatus: 'completed', paymentStatus: 'received' } as const;

function giverSeeds(now: number): { orders: OrderRecord[]; tickets: TicketRecord[]; gifts: GiftRecord[] } {
  const ticketIds = [...A.giverTicketIds, A.giftedTicketId];
  const vipOrder = order(giver, A.giftOrderId, 1201, now - 5 * DAY, { lines: [{ ...VIP, quantity: 3, amountFen: 3 * VIP.unitFen }], ...paid, ticketIds });
  const tickets = ticketIds.map((id) => ticket(giver, id, vipOrder));
  const gifted = tickets[2];
  if (gifted) Object.assign(gifted, { issueStatus: 'locked', lockedBy: 'gift', giftId: A.giftId });
  const gift: GiftRecord = {
    giftId: A.giftId,
    exhibitionId: SEED.exhibitions.demo,
    userId: vipOrder.userId,
    personId: vipOrder.personId,
    giverName: giver.name,
    ticketTypeId: SEED.ticketing.types.vip,
    ticketIds: [A.giftedTicketId],
    claims: [],
    status: 'pending',
    createdAt: now,
    expiresAt: now + GIFT_TTL_MS,
  };
  return { orders: [vipOrder], tickets, gifts: [gift] };
}

function buyerSeeds(now: number): { orders: OrderRecord[]; tickets: TicketRecord[] } {
  const trade = order(buyer, A.refundOrderId, 1221, now - 2 * DAY, { lines: [TRADE], ...paid, ticketIds: [A.refundTicketId] });
  const vip = order(buyer, A.invoiceOrderId, 1222, now - DAY, { lines: [VIP], ...paid, ticketIds: [A.invoiceTicketId] });
  return { orders: [trade, vip], tickets: [ticket(buyer, A.refundTicketId, trade), ticket(buyer, A.invoiceTicketId, vip)] };
}

function refusalSeeds(now: number): { orders: OrderRecord[]; tickets: TicketRecord[] } {
  const ids = { free: '2907000000000001231', window: '2907000000000001233' };
  const free = order(refusals, A.freeOrderId, 1231, now - 4 * DAY, { lines: [VISITOR], orderStatus: 'completed', paymentStatus: 'not_required', ticketIds: [ids.free] });
  const entered = order(refusals, A.enteredOrderId, 1232, now - 3 * DAY, { lines: [TRADE], ...paid, ticketIds: [A.enteredTicketId] });
  const closed = order(refusals, A.windowClosedOrderId, 1233, now - 10 * DAY, { lines: [PREVIEW], ...paid, ticketIds: [ids.window] });
  const used = { ...ticket(refusals, A.enteredTicketId, entered), entryStatus: 'entered' as const };
  // Written oldest first, as the stores keep them.
  return { orders: [closed, free, entered], tickets: [ticket(refusals, ids.window, closed), ticket(refusals, ids.free, free), used] };
}

function headerSeeds(): HeaderRecord[] {
  const personId = `p-${P.aftersalesBuyer}`;
  const blank = { taxNumber: '', companyAddress: '', telephone: '', bankName: '', bankAccount: '' };
  return [
    {
      id: A.enterpriseHeaderId,
      personId,
      isDefault: true,
      fields: { ...blank, kind: 'enterprise', invoiceType: 'ordinary', title: A.companyTitle, taxNumber: A.creditCode, delivery: 'email', deliverTo: 'finance@example.com' },
    },
    { id: A.personalHeaderId, personId, isDefault: false, fields: { ...blank, kind: 'personal', invoiceType: 'ordinary', title: buyer.name, delivery: 'mobile', deliverTo: P.aftersalesBuyer } },
  ];
}

export function seedAftersales(now: number): { orders: OrderRecord[]; tickets: TicketRecord[]; gifts: GiftRecord[]; headers: HeaderRecord[] } {
  const gifting = giverSeeds(now);
  const parts = [gifting, buyerSeeds(now), refusalSeeds(now)];
  return {
    orders: parts.flatMap((p) => p.orders),
    tickets: parts.flatMap((p) => p.tickets),
    gifts: gifting.gifts,
    headers: headerSeeds(),
  };
}
