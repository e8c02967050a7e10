import { isValidCreditCode } from '@fairpass/domain';
import { describe, expect, it } from 'vitest';
import { ContractState } from '../server/state';
import { SEED } from './seed.constants';

const NOW = Date.UTC(2026, 4, 12, 2, 0, 0);
const P = SEED.phones;
const A = SEED.aftersales;

describe('the after-sales seeds (issue 14)', () => {
  const state = new ContractState(() => NOW);
  const t = state.ticketing;
  const user = (phone: string) => state.userById(`u-demo-${phone}`);

  it('are approved visitors with completed registrations, and 13800000121 has no account', () => {
    expect(user(P.giftGiver)).toMatchObject({ name: '周礼', completeResult: 'succ', examineResult: 'approve', isHaveTicket: 1 });
    expect(user(P.aftersalesBuyer)).toMatchObject({ name: '李雷', completeResult: 'succ', examineResult: 'approve', isHaveTicket: 1 });
    expect(user(P.aftersalesRefusals)).toMatchObject({ completeResult: 'succ', examineResult: 'approve', isHaveTicket: 1 });
    expect(state.users.some((u) => u.phone === P.giftClaimant)).toBe(false);
  });

  it('give 13800000120 three paid VIP tickets, one locked in the pending gift made at reset', () => {
    expect(t.orders.find(A.giftOrderId)).toMatchObject({ orderStatus: 'completed', paymentStatus: 'received', totalFen: 38400, ticketIds: [...A.giverTicketIds, A.giftedTicketId] });
    expect(t.tickets.find(A.giftedTicketId)).toMatchObject({ issueStatus: 'locked', lockedBy: 'gift', giftId: A.giftId });
    expect(t.gifts.find(A.giftId)).toMatchObject({ status: 'pending', createdAt: NOW, expiresAt: NOW + 72 * 3600 * 1000, ticketIds: [A.giftedTicketId] });
  });

  it('give 13800000122 two refundable CNY orders and a default enterprise header with a valid credit code', () => {
    expect(t.orders.find(A.refundOrderId)).toMatchObject({ totalFen: 5800, paymentStatus: 'received', refundStatus: 'none' });
    expect(t.orders.find(A.invoiceOrderId)).toMatchObject({ totalFen: 12800, paymentStatus: 'received', refundStatus: 'none' });
    const [enterprise, personal] = t.headers.ofPerson(`p-${P.aftersalesBuyer}`);
    expect(enterprise).toMatchObject({ id: A.enterpriseHeaderId, isDefault: true, fields: { kind: 'enterprise', invoiceType: 'ordinary', delivery: 'email', taxNumber: A.creditCode } });
    expect(isValidCreditCode(enterprise!.fields.taxNumber)).toBe(true);
    expect(personal).toMatchObject({ id: A.personalHeaderId, isDefault: false, fields: { kind: 'personal', delivery: 'mobile' } });
  });

  it('give 13800000123 a free order, an entered ticket and a ticket type whose refund window has closed', () => {
    expect(t.orders.find(A.freeOrderId)).toMatchObject({ totalFen: 0, paymentStatus: 'not_required' });
    expect(t.tickets.find(A.enteredTicketId)).toMatchObject({ entryStatus: 'entered' });
    expect(t.type(SEED.ticketing.types.saleEnded)!.refundDeadlineAt).toBeLessThan(NOW);
    expect(t.type(SEED.ticketing.types.vip)!.refundDeadlineAt).toBeGreaterThan(NOW);
  });

  it('come back unchanged with reset()', () => {
    t.gifts.find(A.giftId)!.status = 'cancelled';
    t.headers.setDefault(t.headers.find(`p-${P.aftersalesBuyer}`, A.personalHeaderId)!);
    state.reset();
    expect(t.gifts.find(A.giftId)!.status).toBe('pending');
    expect(t.headers.ofPerson(`p-${P.aftersalesBuyer}`)[0]!.id).toBe(A.enterpriseHeaderId);
  });
});
