import { describe, expect, it } from 'vitest';
import { allowanceMeter, freeItemsOf } from './free-allowance';
import { basketLinesOf, basketRefusal, isBookable, maxQuantityOf, slotOpen, submissionRefusal } from './service-basket';
import { epochOfWireTime, hasNotice, interpreterRefusal, lastBookingMomentOf } from './interpreter-booking';
import { ordersOfKind, serviceOrderInvoiceable } from './service-orders';
import type { ServiceItem } from './exhibitor-services.types';

const item = (id: string, extra: Partial<ServiceItem> = {}): ServiceItem => ({
  id,
  group: 'furniture',
  name: `名${id}`,
  nameEn: `Name ${id}`,
  unit: '个',
  unitEn: 'each',
  price: '100.00',
  advancePrice: '100.00',
  onsitePrice: '150.00',
  soldOut: false,
  countsAsFree: false,
  deadline: '2026-12-20 18:00:00',
  slots: [],
  ...extra,
});
const items = [item('svc-shelf', { countsAsFree: true }), item('svc-rod', { countsAsFree: true }), item('svc-chair'), item('svc-flow-table')];

describe('the free allowance of shelves and rods', () => {
  it.each([
    [{ areaM2: 9, type: 'standard' as const }, 10],
    [{ areaM2: 18, type: 'standard' as const }, 20],
    [{ areaM2: 27, type: 'standard' as const }, 30],
    [{ areaM2: 36, type: 'standard' as const }, 30],
    [{ areaM2: 6, type: 'standard' as const }, 0],
    [{ areaM2: 36, type: 'raw' as const }, 30],
    [{ areaM2: 36, type: 'raw' as const, freeItems: 12 }, 12],
  ])('a booth %j has %i free (the fascia rule, or the server figure)', (booth, free) => {
    expect(freeItemsOf(booth)).toBe(free);
  });
  it('takes shelves and rods from what is left, the rest charged; chairs do not count', () => {
    expect(allowanceMeter({ freeItems: 10, freeUsed: 0 }, items, [{ itemId: 'svc-shelf', quantity: 8 }, { itemId: 'svc-rod', quantity: 4 }, { itemId: 'svc-chair', quantity: 2 }])).toEqual({
      limit: 10,
      used: 0,
      inBasket: 10,
      left: 0,
      charged: 2,
    });
  });
  it('counts what earlier orders took', () => {
    expect(allowanceMeter({ freeItems: 20, freeUsed: 18 }, items, [{ itemId: 'svc-shelf', quantity: 1 }])).toMatchObject({ inBasket: 1, left: 1, charged: 0 });
    expect(allowanceMeter({ freeItems: 20, freeUsed: 25 }, items, [{ itemId: 'svc-rod', quantity: 2 }])).toMatchObject({ used: 20, inBasket: 0, left: 0, charged: 2 });
  });
  it('an empty basket leaves the allowance as it is', () => {
    expect(allowanceMeter({ freeItems: 30, freeUsed: 5 }, items, [])).toEqual({ limit: 30, used: 5, inBasket: 0, left: 25, charged: 0 });
  });
});

describe('the basket before sending', () => {
  const catalogue = { items, serverTime: '2026-11-26 12:00:00', submissionClosed: false };
  it('keeps only what is wanted, in the catalogue order', () => {
    expect(basketLinesOf(items, { 'svc-chair': 2, 'svc-shelf': 1, 'svc-rod': 0 })).toEqual([{ itemId: 'svc-shelf', quantity: 1 }, { itemId: 'svc-chair', quantity: 2 }]);
  });
  it('refuses an empty basket', () => expect(basketRefusal(catalogue, [])?.code).toBe('VALIDATION.REQUIRED'));
  it('refuses an unknown item', () => expect(basketRefusal(catalogue, [{ itemId: 'x', quantity: 1 }])?.code).toBe('VALIDATION.REQUIRED'));
  it('flow tables in sets of 1 to 3, others up to 99', () => {
    expect(maxQuantityOf('svc-flow-table')).toBe(3);
    expect(basketRefusal(catalogue, [{ itemId: 'svc-flow-table', quantity: 4 }])).toMatchObject({ code: 'VALIDATION.OUT_OF_RANGE', params: { min: '1', max: '3' } });
    expect(basketRefusal(catalogue, [{ itemId: 'svc-chair', quantity: 0 }])?.code).toBe('VALIDATION.OUT_OF_RANGE');
    expect(basketRefusal(catalogue, [{ itemId: 'svc-flow-table', quantity: 3 }])).toBeUndefined();
  });
  it('names a sold-out item in the page language', () => {
    const sold = { ...catalogue, items: [item('svc-power', { soldOut: true })] };
    expect(basketRefusal(sold, [{ itemId: 'svc-power', quantity: 1 }])).toMatchObject({ code: 'SERVICE.SOLD_OUT', params: { item: '名svc-power' } });
    expect(basketRefusal(sold, [{ itemId: 'svc-power', quantity: 1 }], 'en')).toMatchObject({ params: { item: 'Name svc-power' } });
  });
  it('refuses more than the stock left', () => {
    const few = { ...catalogue, items: [item('svc-chair', { remaining: 2 })] };
    expect(basketRefusal(few, [{ itemId: 'svc-chair', quantity: 3 }])?.code).toBe('SERVICE.SOLD_OUT');
    expect(basketRefusal(few, [{ itemId: 'svc-chair', quantity: 2 }])).toBeUndefined();
  });
  it('refuses an item past its deadline with the deadline', () => {
    const late = { ...catalogue, serverTime: '2026-12-21 00:00:00' };
    expect(basketRefusal(late, [{ itemId: 'svc-chair', quantity: 1 }])).toMatchObject({ code: 'SERVICE.BOOKING_CLOSED', params: { deadline: '2026-12-20 18:00:00' } });
    expect(isBookable({ deadline: '2026-12-20 18:00:00' }, '2026-12-20 18:00:00')).toBe(true);
    expect(isBookable({ deadline: '' }, '2026-12-20 18:00:00')).toBe(true);
  });
  it('on an exhibition whose exhibitor information is closed nothing is booked, before any other reason (5003)', () => {
    const closed = { ...catalogue, submissionClosed: true };
    expect(basketRefusal(closed, [{ itemId: 'svc-chair', quantity: 1 }])).toEqual({ code: 'REGISTRATION.SUBMISSION_CLOSED' });
    expect(basketRefusal(closed, [])?.code).toBe('REGISTRATION.SUBMISSION_CLOSED');
    expect(submissionRefusal(closed)?.code).toBe('REGISTRATION.SUBMISSION_CLOSED');
    expect(submissionRefusal(catalogue)).toBeUndefined();
  });
  it('an advert needs an open slot; a taken slot is sold out with its label', () => {
    const ads = { ...catalogue, items: [item('ad-cover', { group: 'catalogue', slots: [{ id: 's1', label: '封二', labelEn: 'Inside cover', state: 'taken' }, { id: 's2', label: '封三', labelEn: 'Inside back', state: 'open' }] })] };
    expect(basketRefusal(ads, [{ itemId: 'ad-cover', quantity: 1 }])?.code).toBe('VALIDATION.REQUIRED');
    expect(basketRefusal(ads, [{ itemId: 'ad-cover', quantity: 1, slotId: 's1' }], 'en')).toMatchObject({ code: 'SERVICE.SOLD_OUT', params: { item: 'Name ad-cover Inside cover' } });
    expect(basketRefusal(ads, [{ itemId: 'ad-cover', quantity: 1, slotId: 's2' }])).toBeUndefined();
    expect(slotOpen({ state: 'open' })).toBe(true);
    expect(slotOpen({ state: 'taken' })).toBe(false);
  });
});

describe('interpreters', () => {
  // 2026-11-26 10:00 in Beijing.
  const now = epochOfWireTime('2026-11-26 10:00:00');
  const showDays = ['2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01'];
  const booking = { languagePair: 'zh-en', days: ['2026-11-29'], duration: 'full' as const, count: 2, notes: '' };
  it('reads wire times on Beijing time', () => {
    expect(epochOfWireTime('2026-11-26 08:00:00')).toBe(Date.UTC(2026, 10, 26, 0, 0, 0));
    expect(Number.isNaN(epochOfWireTime('soon'))).toBe(true);
  });
  it('a day 3 calendar days ahead is booked, 2 days is not', () => {
    expect(hasNotice('2026-11-29', now)).toBe(true);
    expect(hasNotice('2026-11-28', now)).toBe(false);
    expect(interpreterRefusal(booking, showDays, now)).toBeUndefined();
  });
  it('under 3 days notice is closed, with the day and its last moment to book', () => {
    expect(lastBookingMomentOf('2026-11-28')).toBe('2026-11-25 23:59:59');
    expect(interpreterRefusal({ ...booking, days: ['2026-11-29', '2026-11-28'] }, showDays, now)).toEqual({
      field: 'days',
      code: 'SERVICE.BOOKING_CLOSED',
      params: { deadline: '2026-11-25 23:59:59', day: '2026-11-28' },
    });
  });
  it.each([
    [{ languagePair: ' ' }, 'languagePair', 'VALIDATION.REQUIRED'],
    [{ days: [] }, 'days', 'VALIDATION.REQUIRED'],
    [{ days: ['2026-12-05'] }, 'days', 'VALIDATION.OUT_OF_RANGE'],
    [{ count: 0 }, 'count', 'VALIDATION.OUT_OF_RANGE'],
    [{ count: 6 }, 'count', 'VALIDATION.OUT_OF_RANGE'],
    [{ count: 1.5 }, 'count', 'VALIDATION.OUT_OF_RANGE'],
    [{ notes: 'x'.repeat(201) }, 'notes', 'VALIDATION.TOO_LONG'],
  ])('refuses %j on %s', (change, field, code) => {
    expect(interpreterRefusal({ ...booking, ...change }, showDays, now)).toMatchObject({ field, code });
  });
  it('takes 1 and 5 interpreters, half days too', () => {
    expect(interpreterRefusal({ ...booking, count: 1, duration: 'half' }, showDays, now)).toBeUndefined();
    expect(interpreterRefusal({ ...booking, count: 5 }, showDays, now)).toBeUndefined();
  });
});

describe('the service orders', () => {
  const paid = { orderStatus: 'completed' as const, paymentStatus: 'received' as const, refundStatus: 'none' as const, total: '200.00', currency: 'CNY' };
  it.each([
    [paid, true],
    [{ ...paid, total: '0.00' }, false],
    [{ ...paid, currency: 'USD' }, false],
    [{ ...paid, orderStatus: 'reserved' as const, paymentStatus: 'awaiting' as const }, false],
    [{ ...paid, refundStatus: 'refunded' as const }, false],
  ])('invoiceable %j: %s', (order, expected) => expect(serviceOrderInvoiceable(order)).toBe(expected));
  it('one kind, newest first', () => {
    const orders = [
      { kind: 'service' as const, createTime: '2026-11-20 10:00:00', id: 'a' },
      { kind: 'ads' as const, createTime: '2026-11-25 10:00:00', id: 'b' },
      { kind: 'service' as const, createTime: '2026-11-24 10:00:00', id: 'c' },
    ];
    expect(ordersOfKind(orders, 'service').map((o) => o.id)).toEqual(['c', 'a']);
  });
});
