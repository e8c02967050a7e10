// The waiting-list accounts of `demo` (issue 28, SEED.waitlist): three approved visitors without tickets
// who will queue for the sold-out summit, and 退二 Tui Er, whose paid order holds one of the summit's 100
// seats (the other 99 were sold before the run: the catalogue's `soldBefore`) and can be refunded.
import type { OrderRecord } from '../server/ticketing/orders';
import { plainLine } from '../server/ticketing/pricing';
import type { TicketRecord } from '../server/ticketing/tickets';
import type { UserRecord } from '../server/user-record';
import { SEED } from './seed.constants';
import { order, ticket, type Owner } from './ticket-orders.data';
import { completedProfile, userRecord } from './user.factory';

const DAY = 24 * 3600 * 1000;
const W = SEED.waitlist;

const approvedVisitor = (phone: string, name: string, company: string, purpose: string): UserRecord =>
  userRecord({
    exhibitionId: SEED.exhibitions.demo,
    phone,
    email: `buyer${phone.slice(-3)}@example.com`,
    ...completedProfile(name, company),
    questionnaireResult: 'complete',
    examineResult: 'approve',
    purpose,
  });

export function seedWaitlistBuyers(): UserRecord[] {
  return [
    approvedVisitor(W.phones.first, '候一', '候补贸易有限公司', 'approved, no ticket: first to join the summit’s waiting list'),
    approvedVisitor(W.phones.second, '候二', '候补贸易有限公司', 'approved, no ticket: second on the summit’s waiting list'),
    approvedVisitor(W.phones.third, '候三', '候补贸易有限公司', 'approved, no ticket: third on the summit’s waiting list'),
    approvedVisitor(W.phones.refunder, '退二', '退票示范有限公司', 'approved: a paid summit seat (298.00), refundable'),
  ];
}

const SUMMIT = plainLine(SEED.ticketing.types.soldOut, '国际采购高峰论坛', 'International Sourcing Summit', 1, 29800);

/** 退二's paid summit order and its ticket, paid two days before reset. */
export function seedWaitlistOrders(now: number): { orders: OrderRecord[]; tickets: TicketRecord[] } {
  const owner: Owner = { phone: W.phones.refunder, name: '退二' };
  const summit = order(owner, W.summitOrderId, 1721, now - 2 * DAY, { lines: [SUMMIT], orderStatus: 'completed', paymentStatus: 'received', ticketIds: [W.summitTicketId] });
  return { orders: [summit], tickets: [ticket(owner, W.summitTicketId, summit)] };
}
