import { describe, expect, it } from 'vitest';
import { holdingsOf } from './holdings';
import type { Order, QuoteLine } from './order.types';
import type { Ticket } from './ticket.types';

const ticket = (ticketTypeId: string, issueStatus: Ticket['issueStatus'] = 'issued') => ({ ticketTypeId, issueStatus, name: `${ticketTypeId} 票`, nameEn: `${ticketTypeId} ticket` });
const line = (ticketTypeId: string, quantity: number): QuoteLine => ({
  ticketTypeId,
  quantity,
  name: `${ticketTypeId} 票`,
  nameEn: `${ticketTypeId} ticket`,
  unitPrice: '0.00',
  discount: '0.00',
  amount: '0.00',
});
const order = (orderId: string, orderStatus: Order['orderStatus'], lines: QuoteLine[], kind: Order['kind'] = 'ticket') => ({ orderId, kind, orderStatus, lines });

describe('holdingsOf', () => {
  it('counts the tickets held per type, with their names', () => {
    expect(holdingsOf([ticket('vip'), ticket('vip'), ticket('visitor')])).toEqual([
      { ticketTypeId: 'vip', quantity: 2, name: 'vip 票', nameEn: 'vip ticket' },
      { ticketTypeId: 'visitor', quantity: 1, name: 'visitor 票', nameEn: 'visitor ticket' },
    ]);
  });

  it('does not count a revoked ticket (replaced or refunded) but counts a gifted one not claimed yet', () => {
    expect(holdingsOf([ticket('vip', 'revoked'), ticket('vip', 'locked')])).toEqual([expect.objectContaining({ ticketTypeId: 'vip', quantity: 1 })]);
  });

  it("adds the lines of the user's open ticket orders, across all of them", () => {
    const orders = [order('o1', 'reserved', [line('vip', 2)]), order('o2', 'reserved', [line('vip', 1), line('student', 1)])];
    expect(holdingsOf([ticket('vip')], orders).map(({ ticketTypeId, quantity }) => [ticketTypeId, quantity])).toEqual([
      ['vip', 4],
      ['student', 1],
    ]);
  });

  it('leaves out completed, cancelled and expired orders, upgrades and journals', () => {
    const orders = [
      order('paid', 'completed', [line('vip', 1)]),
      order('cancelled', 'cancelled', [line('vip', 1)]),
      order('expired', 'expired', [line('vip', 1)]),
      order('upgrade', 'reserved', [line('vip', 1)], 'upgrade'),
      order('journal', 'reserved', [line('catalogue', 1)], 'journal'),
    ];
    expect(holdingsOf([], orders)).toEqual([]);
  });

  it('leaves out the order being changed, whose lines the basket replaces', () => {
    const orders = [order('o1', 'reserved', [line('vip', 2)]), order('o2', 'reserved', [line('vip', 1)])];
    expect(holdingsOf([], orders, 'o1')).toEqual([expect.objectContaining({ ticketTypeId: 'vip', quantity: 1 })]);
  });
});
