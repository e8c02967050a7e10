// The ticketing accounts of `demo` (issue 13): approved visitors whose tickets and orders live in the
// ticketing state (ticket-orders.data.ts); their `isHaveTicket` follows the tickets they hold.
import type { UserRecord } from '../server/user-record';
import { SEED } from './seed.constants';
import { completedProfile, userRecord } from './user.factory';

const P = SEED.phones;

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

export function seedTicketBuyers(): UserRecord[] {
  return [
    approvedVisitor(P.ticketBuyer, '孔购票', '购票示范贸易有限公司', 'approved, no ticket → /ticket-type through a ticket link'),
    approvedVisitor(P.unpaidOrder, '曹待付', '待付款商贸有限公司', 'approved, an unpaid VIP order (13 minutes left at reset)'),
    approvedVisitor(P.paidTicket, '严升级', '升级展览服务有限公司', 'approved, a paid trade visitor pass, upgradable to VIP'),
    approvedVisitor(P.bulkBuyer, '华大宗', '大宗采购集团有限公司', 'bulk buyer: 500 orders, 50 valid tickets (paging)'),
  ];
}
