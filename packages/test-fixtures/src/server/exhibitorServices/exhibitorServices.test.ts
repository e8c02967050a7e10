// Booth services, adverts and interpreters over the wire (issue 30): the catalogue per kind with the
// booths' free allowance, an order priced by the server (free shelves first, the rest at the advance
// price), paid through order/pay like any order; 5009 for a sold-out item or slot with its name, 5010 at
// 2 days' notice, 5004 for a login without the module, the company's orders with the seeded ones.
import { describe, expect, it } from 'vitest';
import { SERVICES_SEED } from '../../data/exhibitor-services.data';
import { prepayIdOf } from '../../test-support/ticketing-http';
import { ticketingTestServer } from '../../test-support/ticketing-test-server';
import { RC } from '../context';

const { http, shop } = await ticketingTestServer();
const demo = { exhibitionId: 'demo' };
const ADMIN = '13800000005';

describe('the catalogue', () => {
  it('booth services with both booths, their free allowance and what the paid order took', async () => {
    const token = await shop.login(ADMIN);
    const { body } = await shop.get(token, 'service/catalogue', { ...demo, kind: 'service' });
    expect(body.data.priceStage).toBe('advance');
    expect(body.data.booths.map((b: Record<string, unknown>) => [b.boothNo, b.freeItems, b.freeUsed])).toEqual([
      ['A1-101', 20, 20],
      ['A1-102', 10, 0],
    ]);
    const shelf = body.data.items.find((i: Record<string, unknown>) => i.id === 'svc-shelf');
    expect(shelf).toMatchObject({ price: '100.00', advancePrice: '100.00', onsitePrice: '150.00', countsAsFree: true, soldOut: false });
    expect(body.data.items.find((i: Record<string, unknown>) => i.id === 'svc-spotlight')).toMatchObject({ soldOut: true, remaining: 0 });
  });
  it('raw space of 36 m² has 30 free; adverts come with their slots; interpreters with languages and the show days', async () => {
    expect((await shop.get(await shop.login('13800000205'), 'service/catalogue', { ...demo, kind: 'service' })).body.data.booths[0]).toMatchObject({ type: 'raw', freeItems: 30 });
    const token = await shop.login(ADMIN);
    const ads = (await shop.get(token, 'service/catalogue', { ...demo, kind: 'ads' })).body.data;
    expect(ads.items[0].slots.map((s: Record<string, unknown>) => s.state)).toEqual(['taken', 'open', 'open']);
    const tr = (await shop.get(token, 'service/catalogue', { ...demo, kind: 'translation' })).body.data;
    expect(tr.languagePairs.map((p: Record<string, unknown>) => p.value)).toEqual(['zh-en', 'zh-ja', 'zh-de']);
    expect(tr.showDays).toHaveLength(SERVICES_SEED.showDays);
  });
  it('a products-only login is refused the module (5004)', async () => {
    const { body } = await shop.get(await shop.login('13800000206'), 'service/catalogue', { ...demo, kind: 'service' });
    expect(body).toMatchObject({ code: 5004, msg: '该展商尚未开通此权限' });
  });
});

describe('reserving booth services', () => {
  it('12 shelves on 9 m²: 10 free, 2 charged, plus power; paid by order/pay', async () => {
    const token = await shop.login(ADMIN);
    const { body } = await shop.post(token, 'service/reserve', { ...demo, kind: 'service', boothNo: 'A1-102', lines: [{ itemId: 'svc-shelf', quantity: 12 }, { itemId: 'svc-power', quantity: 1 }] });
    expect(body.data).toMatchObject({ kind: 'service', boothNo: 'A1-102', total: '580.00', currency: 'CNY', orderStatus: 'reserved', paymentStatus: 'awaiting' });
    expect(body.data.lines.map((l: Record<string, unknown>) => [l.nameEn, l.quantity, l.amount])).toEqual([
      ['Shelf (free allowance)', 10, '0.00'],
      ['Shelf', 2, '200.00'],
      ['Power socket (24 hours)', 1, '380.00'],
    ]);
    const pay = await shop.payH5(token, body.data.orderId);
    expect(pay.body.data.channel).toBe('h5');
    const after = await shop.get(token, 'service/catalogue', { ...demo, kind: 'service' });
    expect(after.body.data.booths[1]).toMatchObject({ boothNo: 'A1-102', freeUsed: 10 });
  });
  it("a paid order's invoice is listed as being issued; the organiser's hook issues it with a signed PDF", async () => {
    const token = await shop.login(ADMIN);
    const { body } = await shop.post(token, 'service/reserve', { ...demo, kind: 'service', boothNo: 'A1-102', lines: [{ itemId: 'svc-chair', quantity: 1 }] }, 'svc-invoice');
    const orderId = body.data.orderId as string;
    const invoices = async () => (await shop.get(token, 'exhibitor/documents', { ...demo, kind: 'invoice' })).body.data as Record<string, unknown>[];
    expect((await invoices()).some((d) => d.id === `exi-${orderId}`)).toBe(false);
    const pay = await shop.payH5(token, orderId);
    await shop.pressCashierButton(prepayIdOf(pay.body.data.h5Url as string), 'ok', `${http.baseUrl}/#/payTransition?orderId=${orderId}`);
    const issuing = (await invoices()).find((d) => d.id === `exi-${orderId}`);
    expect(issuing).toMatchObject({ number: 'EI-2026-0003', title: '展位服务', amount: '30.00', currency: 'CNY', state: 'issuing', pdfUrl: '' });
    expect((await invoices()).filter((d) => d.id === `exi-${orderId}`)).toHaveLength(1);
    const hook = await http.call('POST', '/__contract/exhibitor/invoice/issue', { body: { orderId } });
    expect(hook.body).toMatchObject({ ok: true, state: 'issued' });
    const issued = (await invoices()).find((d) => d.id === `exi-${orderId}`);
    expect(issued).toMatchObject({ state: 'issued' });
    const pdf = await fetch(issued!.pdfUrl as string);
    expect([pdf.status, pdf.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect((await http.call('POST', '/__contract/exhibitor/invoice/issue', { body: { orderId } })).status).toBe(400);
  });
  it('the same key makes one order', async () => {
    const token = await shop.login(ADMIN);
    const request = { ...demo, kind: 'service', boothNo: 'A1-102', lines: [{ itemId: 'svc-chair', quantity: 2 }] };
    const first = await shop.post(token, 'service/reserve', request, 'svc-key-1');
    const again = await shop.post(token, 'service/reserve', request, 'svc-key-1');
    expect(again.body.data.orderId).toBe(first.body.data.orderId);
    const orders = (await shop.get(token, 'service/orders', demo)).body.data;
    expect(orders).toHaveLength(3);
  });
  it('a sold-out item is 5009 with its name in the page language', async () => {
    const token = await shop.login(ADMIN);
    const { body } = await http.call('POST', `${RC}service/reserve`, {
      token,
      headers: { 'idempotency-key': 'svc-sold', 'language-type': 'en' },
      body: { ...demo, kind: 'service', boothNo: 'A1-102', lines: [{ itemId: 'svc-spotlight', quantity: 1 }] },
    });
    expect(body).toMatchObject({ code: 5009, data: { item: 'Spotlight' } });
  });
  it('the hook sells an item out between the read and the order', async () => {
    const token = await shop.login(ADMIN);
    await http.call('POST', '/__contract/service/sellOut', { body: { itemId: 'svc-chair' } });
    const { body } = await shop.post(token, 'service/reserve', { ...demo, kind: 'service', boothNo: 'A1-102', lines: [{ itemId: 'svc-chair', quantity: 1 }] });
    expect(body).toMatchObject({ code: 5009, data: { item: '折椅' } });
  });
  it('four flow-table sets are refused (1–3)', async () => {
    const token = await shop.login(ADMIN);
    const { body } = await shop.post(token, 'service/reserve', { ...demo, kind: 'service', boothNo: 'A1-102', lines: [{ itemId: 'svc-flow-table', quantity: 4 }] });
    expect(body).toMatchObject({ code: 400, data: { field: 'quantity' } });
  });
  it('after the advance deadline the on-site price holds, and the order is priced at it', async () => {
    await http.call('POST', '/__contract/clock/advance', { body: { seconds: (SERVICES_SEED.advanceDays + 1) * 86_400 } });
    const token = await shop.login(ADMIN);
    const { body } = await shop.get(token, 'service/catalogue', { ...demo, kind: 'service' });
    expect(body.data.priceStage).toBe('onsite');
    expect(body.data.items.find((i: Record<string, unknown>) => i.id === 'svc-chair')).toMatchObject({ price: '45.00', advancePrice: '30.00', onsitePrice: '45.00' });
    const order = await shop.post(token, 'service/reserve', { ...demo, kind: 'service', boothNo: 'A1-102', lines: [{ itemId: 'svc-chair', quantity: 2 }] });
    expect(order.body.data).toMatchObject({ total: '90.00' });
  });
  it('exh-closed-demo: the catalogue says closed and every booking is 5003 "Submission of information is closed"', async () => {
    const token = await shop.login(ADMIN);
    const closed = { exhibitionId: SERVICES_SEED.closedExhibitionId };
    const catalogue = await shop.get(token, 'service/catalogue', { ...closed, kind: 'service' });
    expect(catalogue.body.data.submissionClosed).toBe(true);
    expect((await shop.get(token, 'service/catalogue', { ...demo, kind: 'service' })).body.data.submissionClosed).toBe(false);
    const service = await shop.post(token, 'service/reserve', { ...closed, kind: 'service', boothNo: 'A1-102', lines: [{ itemId: 'svc-chair', quantity: 1 }] });
    expect(service.body).toMatchObject({ code: 5003, msg: '信息提交已关闭' });
    const ads = await shop.post(token, 'service/reserve', { ...closed, kind: 'ads', artworkFileId: 'x', lines: [{ itemId: 'ad-catalogue-page', quantity: 1, slotId: 'cover-3' }] });
    expect(ads.body.code).toBe(5003);
    const interpreters = await shop.post(token, 'service/reserve', { ...closed, kind: 'translation', lines: [{ itemId: 'tr-full', quantity: 1 }], interpreter: { languagePair: 'zh-en', days: [], count: 1, notes: '' } });
    expect(interpreters.body.code).toBe(5003);
  });
});

describe('adverts and interpreters', () => {
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
  const upload = async (token: string, name: string, bytes: Buffer) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    const reply = await fetch(`${http.baseUrl}${RC}service/artwork/upload`, { method: 'POST', headers: { 'blade-auth': `bearer ${token}`, authorization: 'Basic c2FiZXI6c2FiZXJfc2VjcmV0' }, body: form });
    return (await reply.json()) as { code: number; data: { fileId: string } };
  };
  it('an artwork upload and a slot booked; the taken slot is 5009, and then the booked one too', async () => {
    const token = await shop.login(ADMIN);
    expect((await upload(token, 'art.gif', png)).code).toBe(4521);
    const art = await upload(token, 'artwork.png', png);
    expect(art.code).toBe(200);
    const taken = await shop.post(token, 'service/reserve', { ...demo, kind: 'ads', artworkFileId: art.data.fileId, lines: [{ itemId: 'ad-catalogue-page', quantity: 1, slotId: 'cover-2' }] });
    expect(taken.body).toMatchObject({ code: 5009, data: { item: '会刊彩页 封二' } });
    const booked = await shop.post(token, 'service/reserve', { ...demo, kind: 'ads', artworkFileId: art.data.fileId, lines: [{ itemId: 'ad-catalogue-page', quantity: 1, slotId: 'cover-3' }] });
    expect(booked.body.data).toMatchObject({ kind: 'ads', total: '8000.00' });
    const again = await shop.post(token, 'service/reserve', { ...demo, kind: 'ads', artworkFileId: art.data.fileId, lines: [{ itemId: 'ad-catalogue-page', quantity: 1, slotId: 'cover-3' }] });
    expect(again.body.code).toBe(5009);
  });
  it('an interpreter at 2 days notice is 5010, at 3 days booked: 2 interpreters × 1 full day', async () => {
    const token = await shop.login(ADMIN);
    const days = (await shop.get(token, 'service/catalogue', { ...demo, kind: 'translation' })).body.data.showDays as string[];
    const booking = (day: string) => ({ ...demo, kind: 'translation', lines: [{ itemId: 'tr-full', quantity: 1 }], interpreter: { languagePair: 'zh-en', days: [day], duration: 'full', count: 2, notes: '' } });
    const early = await shop.post(token, 'service/reserve', booking(days[0] ?? ''));
    expect(early.body.code).toBe(5010);
    const booked = await shop.post(token, 'service/reserve', booking(days[1] ?? ''));
    expect(booked.body.data).toMatchObject({ kind: 'translation', total: '2400.00' });
    expect(booked.body.data.lines[0]).toMatchObject({ quantity: 2 });
  });
});
