// The after-sales accounts of `demo` (issue 14): approved visitors whose orders, tickets, gift and
// invoice headers live in the ticketing state (aftersales.data.ts). 13800000121, the demo gift's
// claimant, is deliberately not here: their first login signs them up.
import type { UserRecord } from '../server/user-record';
import { SEED } from './seed.constants';
import { completedProfile, userRecord } from './user.factory';

const P = SEED.phones;

const approvedVisitor = (phone: string, name: string, company: string, purpose: string, english?: { firstName: string; lastName: string }): UserRecord =>
  userRecord({
    exhibitionId: SEED.exhibitions.demo,
    phone,
    email: `buyer${phone.slice(-3)}@example.com`,
    ...completedProfile(name, company),
    questionnaireResult: 'complete',
    examineResult: 'approve',
    ...(english ?? {}),
    purpose,
  });

export function seedAftersalesBuyers(): UserRecord[] {
  return [
    approvedVisitor(P.giftGiver, '周礼', '礼赠商贸有限公司', 'three VIP tickets, one in the pending gift gift-demo-pending (refund 4302)'),
    approvedVisitor(P.aftersalesBuyer, '李雷', SEED.aftersales.companyTitle, 'two paid orders to refund and invoice, two saved invoice headers'),
    approvedVisitor(P.aftersalesRefusals, '韩守规', '守规实业有限公司', 'a free order (not invoiceable), an entered ticket (refund 4301), a closed refund window (4303)'),
  ];
}
