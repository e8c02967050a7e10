import { describe, expect, it } from 'vitest';
import type { Order, QuoteLine } from './order.types';
import { holdsBasketTypes, unpaidOrderOf } from './unpaid-order';

const line = (ticketTypeId: string, quantity = 1): QuoteLine => ({ ticketTypeId, name: ticketTypeId, nameEn: ticketTypeId, quantity, unitPrice: '1.00', discount: '0.00', amount: '1.00' });

type Facts = Pick<Order, 'orderId' | 'kind' | 'orderStatus' | 'paymentStatus' | 'lines'> & { left: number };
const order = (orderId: string, fields: Partial<Facts> = {}): Facts => ({
  orderId,
  kind: 'ticket',
  orderStatus: 'reserved',
  paymentStatus: 'awaiting',
  lines: [line('vip')],
  left: 600,
  ...fields,
});
const left = (o: Facts) => o.left;

describe('the unpaid order every way into the shop leads to', () => {
  it('is the newest open order that still owes its payment and has time left', () => {
    const orders = [order('paid', { orderStatus: 'completed', paymentStatus: 'received' }), order('newest'), order('older')];
    expect(unpaidOrderOf(orders, left)?.orderId).toBe('newest');
  });

  it('includes an order whose last payment failed (it is paid again, on the same order)', () => {
    expect(unpaidOrderOf([order('failed', { paymentStatus: 'failed' })], left)?.orderId).toBe('failed');
  });

  it('passes over orders whose time ran out, closed ones, and lead tool packages (paid from the lead account)', () => {
    const orders = [
      order('timed-out', { left: 0 }),
      order('expired', { orderStatus: 'expired' }),
      order('cancelled', { orderStatus: 'cancelled' }),
      order('free', { orderStatus: 'completed', paymentStatus: 'not_required' }),
      order('package', { kind: 'package' }),
    ];
    expect(unpaidOrderOf(orders, left)).toBeUndefined();
  });

  it('leads to an unpaid upgrade or catalogue order as well', () => {
    expect(unpaidOrderOf([order('upgrade', { kind: 'upgrade' })], left)?.orderId).toBe('upgrade');
    expect(unpaidOrderOf([order('journal', { kind: 'journal' })], left)?.orderId).toBe('journal');
  });
});

describe('a second basket for types an unpaid order holds', () => {
  it('is offered the unpaid order when they share a type', () => {
    expect(holdsBasketTypes(order('o', { lines: [line('vip'), line('visitor')] }), [{ ticketTypeId: 'visitor', quantity: 2 }])).toBe(true);
  });

  it('is not, for other types, an empty line, or an order that is not a ticket order', () => {
    expect(holdsBasketTypes(order('o'), [{ ticketTypeId: 'trade', quantity: 1 }])).toBe(false);
    expect(holdsBasketTypes(order('o'), [{ ticketTypeId: 'vip', quantity: 0 }])).toBe(false);
    expect(holdsBasketTypes(order('o', { kind: 'upgrade' }), [{ ticketTypeId: 'vip', quantity: 1 }])).toBe(false);
  });
});
