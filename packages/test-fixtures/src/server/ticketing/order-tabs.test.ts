// The server's order tabs and order-number search against the domain's (parity on a table of cases),
// and `order/list` filtered by them over HTTP.
import {
  isInOrderTab as domainIsInOrderTab,
  isOrderTab as domainIsOrderTab,
  ORDER_TABS as DOMAIN_ORDER_TABS,
  orderNoMatches as domainOrderNoMatches,
} from '@fairpass/domain/ticketing';
import { describe, expect, it } from 'vitest';
import { SEED } from '../../data/seed.constants';
import { ticketingTestServer } from '../../test-support/ticketing-test-server';
import { isInOrderTab, isOrderTab, ORDER_TABS, orderNoMatches } from './order-tabs';

const ORDER_STATUSES = ['reserved', 'completed', 'cancelled', 'expired'] as const;
const PAYMENT_STATUSES = ['not_required', 'awaiting', 'failed', 'received'] as const;
const REFUND_STATUSES = ['none', 'pending', 'refunded', 'failed'] as const;

describe('the order tabs and search, as the domain has them', () => {
  it('has the same tabs', () => {
    expect(ORDER_TABS).toEqual(DOMAIN_ORDER_TABS);
    for (const value of [...ORDER_TABS, 'paid', '', undefined, 1]) expect(isOrderTab(value)).toBe(domainIsOrderTab(value));
  });

  it('puts every combination of the three states under the same tabs', () => {
    for (const orderStatus of ORDER_STATUSES)
      for (const paymentStatus of PAYMENT_STATUSES)
        for (const refundStatus of REFUND_STATUSES)
          for (const tab of ORDER_TABS) {
            const order = { orderStatus, paymentStatus, refundStatus };
            expect(isInOrderTab(order, tab), `${orderStatus}/${paymentStatus}/${refundStatus} in ${tab}`).toBe(domainIsInOrderTab(order, tab));
          }
  });

  it.each([
    ['FP20260512100001', 'fp2026 0512'],
    ['FP20260512100001', '100001'],
    ['FP20260512100001', '100002'],
    ['FP20260512100001', ''],
    ['FP20260512100001', `FP20260512100001${'9'.repeat(40)}`],
  ])('searches %s for "%s" alike', (orderNo, query) => {
    expect(orderNoMatches({ orderNo }, query)).toBe(domainOrderNoMatches({ orderNo }, query));
  });
});

const { shop } = await ticketingTestServer();

describe('order/list by tab and order number', () => {
  const listOf = async (token: string, query: Record<string, string>) => (await shop.get(token, 'order/list', { current: '1', size: '50', ...query })).body;

  it('lists only the bulk buyer’s awaiting, done or after-sales orders, and finds one by part of its number', async () => {
    const token = await shop.login(SEED.phones.bulkBuyer);
    const all = (await listOf(token, {})).data;
    expect(all.total).toBe(500);
    const done = (await listOf(token, { status: 'done' })).data;
    expect(done.total).toBe(50);
    expect(done.records.every((o: { orderStatus: string }) => o.orderStatus === 'completed')).toBe(true);
    expect((await listOf(token, { status: 'awaiting' })).data.total).toBe(0);
    const wanted = done.records[3].orderNo as string;
    const found = (await listOf(token, { orderNo: wanted.slice(-8).toLowerCase() })).data;
    expect(found.records.map((o: { orderNo: string }) => o.orderNo)).toContain(wanted);
    expect(found.total).toBeLessThan(500);
  });

  it('lists the unpaid order under "awaiting", and refuses a tab it does not know', async () => {
    const token = await shop.login(SEED.phones.unpaidOrder);
    expect((await listOf(token, { status: 'awaiting' })).data.records.map((o: { orderId: string }) => o.orderId)).toEqual([SEED.ticketing.unpaidOrderId]);
    expect((await listOf(token, { status: 'paid' })).code).not.toBe(200);
  });
});
