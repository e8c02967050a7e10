// Booth services, adverts and interpreters over real HTTP against the contract server, answering as the
// real backend's Jackson setup does (an item without a stock count written -1, an order without a booth
// "", both read as absent): the catalogue with the booths' free allowance and the meter the domain draws
// from it, an order priced by the server and paid through the ticketing area's payOrder, one order for a
// key sent twice, a sold-out item refused with its name (SERVICE.SOLD_OUT {item}), an interpreter at 2
// days' notice refused (SERVICE.BOOKING_CLOSED {deadline}) and at 3 booked, an advert's artwork checked
// before sending and its slot booked, a products-only login refused the module, and on exh-closed-demo
// (the exhibitors' information closed) the catalogue says so and every booking and upload is
// REGISTRATION.SUBMISSION_CLOSED (5003), as the domain's basket refuses it before sending.
import { allowanceMeter, basketLinesOf, basketRefusal, serviceOrderInvoiceable } from '@fairpass/domain/exhibitor-services';
import { describe, expect, it } from 'vitest';
import { getExhibitorServices } from '../../src/exhibitor-services';
import { getTicketing } from '../../src/ticketing';
import { loggedIn, useContractServer } from './contract-client.harness';

const ctx = useContractServer();
const ADMIN = '13800000005';

async function servicesOf(phone: string, exhibitionId?: string) {
  const { client } = await loggedIn(ctx.server, ctx.link({ registerType: 'exhibitorDept', ...(exhibitionId ? { exhibitionId } : {}) }, '/user-center'), phone);
  return { services: getExhibitorServices(client), ticketing: getTicketing(client) };
}

describe('the catalogue', () => {
  it('booth services: the booths, what the free allowance leaves, the server prices; no stock count is none', async () => {
    const { services } = await servicesOf(ADMIN);
    const catalogue = await services.fetchServiceCatalogue.execute({ kind: 'service' });
    expect(catalogue.ok).toBe(true);
    if (!catalogue.ok) return;
    const [big, small] = catalogue.value.booths;
    expect(big).toMatchObject({ boothNo: 'A1-101', areaM2: 18, freeItems: 20, freeUsed: 20 });
    expect(small).toMatchObject({ boothNo: 'A1-102', freeItems: 10, freeUsed: 0 });
    const shelf = catalogue.value.items.find((i) => i.id === 'svc-shelf');
    expect(shelf).toMatchObject({ price: '100.00', countsAsFree: true });
    expect(shelf).not.toHaveProperty('remaining');
    expect(catalogue.value.items.find((i) => i.id === 'svc-spotlight')).toMatchObject({ soldOut: true, remaining: 0 });
    const lines = basketLinesOf(catalogue.value.items, { 'svc-shelf': 12 });
    expect(allowanceMeter(small!, catalogue.value.items, lines)).toMatchObject({ inBasket: 10, charged: 2, left: 0 });
  });

  it('refuses a products-only login the module', async () => {
    const { services } = await servicesOf('13800000206');
    expect(await services.fetchServiceCatalogue.execute({ kind: 'service' })).toMatchObject({ ok: false, error: { code: 'EXHIBITOR.PERMISSION_NOT_OPENED' } });
  });
});

describe('ordering and paying', () => {
  it('12 shelves and a power socket on A1-102: the server total, paid by the ticketing pay call, listed with its booth', async () => {
    const { services, ticketing } = await servicesOf(ADMIN);
    const order = await services.reserveService.execute({ kind: 'service', boothNo: 'A1-102', lines: [{ itemId: 'svc-shelf', quantity: 12 }, { itemId: 'svc-power', quantity: 1 }] });
    expect(order).toMatchObject({ ok: true, value: { kind: 'service', total: '580.00', orderStatus: 'reserved' } });
    if (!order.ok) return;
    const pay = await ticketing.payOrder.execute({ orderId: order.value.orderId, channel: 'h5', returnUrl: `${ctx.server.url}/#/payTransition?orderId=${order.value.orderId}` });
    expect(pay).toMatchObject({ ok: true, value: { channel: 'h5' } });
    const orders = await services.listServiceOrders.execute();
    expect(orders.ok && orders.value.map((o) => [o.orderId === order.value.orderId ? 'new' : o.orderId, o.boothNo, o.paymentStatus])).toEqual([
      ['new', 'A1-102', 'awaiting'],
      ['svc-order-1002', 'A1-101', 'awaiting'],
      ['svc-order-1001', 'A1-101', 'received'],
    ]);
    const paid = orders.ok ? orders.value.find((o) => o.orderId === 'svc-order-1001') : undefined;
    expect(paid && serviceOrderInvoiceable(paid)).toBe(true);
  });

  it('the same key twice makes one order', async () => {
    const { services } = await servicesOf(ADMIN);
    const input = { kind: 'service' as const, boothNo: 'A1-102', lines: [{ itemId: 'svc-chair', quantity: 2 }] };
    const [a, b] = await Promise.all([
      services.reserveService.execute(input, { idempotencyKey: 'sdk-svc-double' }),
      services.reserveService.execute(input, { idempotencyKey: 'sdk-svc-double' }),
    ]);
    const again = await services.reserveService.execute(input, { idempotencyKey: 'sdk-svc-double' });
    const ids = [a, b, again].filter((r) => r.ok).map((r) => (r.ok ? r.value.orderId : ''));
    expect(new Set(ids).size).toBe(1);
    const orders = await services.listServiceOrders.execute();
    expect(orders.ok && orders.value.length).toBe(3);
  });

  it('a sold-out item is refused with its name; a bad line before sending', async () => {
    const { services } = await servicesOf(ADMIN);
    const sold = await services.reserveService.execute({ kind: 'service', boothNo: 'A1-102', lines: [{ itemId: 'svc-spotlight', quantity: 1 }] });
    expect(sold).toMatchObject({ ok: false, error: { code: 'SERVICE.SOLD_OUT', params: { item: '射灯' } } });
    const noBooth = await services.reserveService.execute({ kind: 'service', lines: [{ itemId: 'svc-chair', quantity: 1 }] });
    expect(noBooth).toMatchObject({ ok: false, error: { code: 'VALIDATION.REQUIRED', field: 'boothNo' } });
    const zero = await services.reserveService.execute({ kind: 'service', boothNo: 'A1-102', lines: [{ itemId: 'svc-chair', quantity: 0 }] });
    expect(zero).toMatchObject({ ok: false, error: { code: 'VALIDATION.NUMBER_INVALID', field: 'lines.0.quantity' } });
  });
});

describe('adverts and interpreters', () => {
  it('artwork checked before sending, uploaded, and a slot booked', async () => {
    const { services } = await servicesOf(ADMIN);
    const wrong = await services.uploadArtwork.execute({ file: new File([Buffer.from('GIF89a')], 'art.gif', { type: 'image/gif' }) });
    expect(wrong).toMatchObject({ ok: false, error: { code: 'VALIDATION.FILE_TYPE' } });
    const art = await services.uploadArtwork.execute({ file: new File([Buffer.from('%PDF-1.5\n')], 'artwork.ai', { type: 'application/postscript' }) });
    expect(art).toMatchObject({ ok: true, value: { name: 'artwork.ai' } });
    if (!art.ok) return;
    const taken = await services.reserveService.execute({ kind: 'ads', artworkFileId: art.value.fileId, lines: [{ itemId: 'ad-catalogue-page', quantity: 1, slotId: 'cover-2' }] });
    expect(taken).toMatchObject({ ok: false, error: { code: 'SERVICE.SOLD_OUT', params: { item: '会刊彩页 封二' } } });
    const booked = await services.reserveService.execute({ kind: 'ads', artworkFileId: art.value.fileId, lines: [{ itemId: 'ad-catalogue-page', quantity: 1, slotId: 'cover-3' }] });
    expect(booked).toMatchObject({ ok: true, value: { kind: 'ads', total: '8000.00' } });
  });

  it('an interpreter at 2 days notice is closed with its deadline; at 3 days booked', async () => {
    const { services } = await servicesOf(ADMIN);
    const catalogue = await services.fetchServiceCatalogue.execute({ kind: 'translation' });
    const days = catalogue.ok ? catalogue.value.showDays : [];
    const book = (day: string) =>
      services.reserveService.execute({ kind: 'translation', lines: [{ itemId: 'tr-half', quantity: 1 }], interpreter: { languagePair: 'zh-ja', days: [day], duration: 'half', count: 1, notes: ' 技术洽谈 ' } });
    const early = await book(days[0] ?? '');
    expect(early).toMatchObject({ ok: false, error: { code: 'SERVICE.BOOKING_CLOSED' } });
    expect(early.ok ? '' : early.error.params?.deadline).toMatch(/^\d{4}-\d\d-\d\d 23:59:59$/);
    expect(await book(days[1] ?? '')).toMatchObject({ ok: true, value: { kind: 'translation', total: '700.00' } });
  });
});

describe('an exhibition whose exhibitor information is closed', () => {
  it('the catalogue says closed; a booking of every kind and an artwork upload are SUBMISSION_CLOSED, as the domain says before sending', async () => {
    const { services } = await servicesOf(ADMIN, 'exh-closed-demo');
    const catalogue = await services.fetchServiceCatalogue.execute({ kind: 'service' });
    expect(catalogue).toMatchObject({ ok: true, value: { submissionClosed: true } });
    const lines = [{ itemId: 'svc-chair', quantity: 1 }];
    expect(catalogue.ok && basketRefusal(catalogue.value, lines)).toEqual({ code: 'REGISTRATION.SUBMISSION_CLOSED' });
    const closed = { ok: false, error: { code: 'REGISTRATION.SUBMISSION_CLOSED' } };
    expect(await services.reserveService.execute({ kind: 'service', boothNo: 'A1-102', lines })).toMatchObject(closed);
    expect(await services.reserveService.execute({ kind: 'ads', artworkFileId: 'art-1', lines: [{ itemId: 'ad-catalogue-page', quantity: 1, slotId: 'cover-3' }] })).toMatchObject(closed);
    expect(
      await services.reserveService.execute({ kind: 'translation', lines: [{ itemId: 'tr-full', quantity: 1 }], interpreter: { languagePair: 'zh-en', days: ['2026-12-01'], duration: 'full', count: 1, notes: '' } }),
    ).toMatchObject(closed);
    expect(await services.uploadArtwork.execute({ file: new File([Buffer.from('%PDF-1.5\n')], 'artwork.pdf', { type: 'application/pdf' }) })).toMatchObject(closed);
    const open = await (await servicesOf(ADMIN)).services.fetchServiceCatalogue.execute({ kind: 'service' });
    expect(open).toMatchObject({ ok: true, value: { submissionClosed: false } });
  });
});
