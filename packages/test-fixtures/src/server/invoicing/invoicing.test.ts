import { isValidCreditCode } from '@fairpass/domain';
import { describe, expect, it } from 'vitest';
import { SEED } from '../../data/seed.constants';
import { aftersalesHttp } from '../../test-support/aftersales-http';
import { ticketingTestServer } from '../../test-support/ticketing-test-server';

const { server, http, shop } = await ticketingTestServer();
const hooks = aftersalesHttp(http);

const P = SEED.phones;
const A = SEED.aftersales;
const personal = { kind: 'personal', invoiceType: 'ordinary', title: '李雷', delivery: 'email', deliverTo: 'lilei@example.com' };
const english = { companyName: 'Example Imports Ltd.', address: '1 High Street, London', country: 'United Kingdom', contact: 'Alice Walker', email: 'ap@example.com' };

const headers = async (token: string) => (await shop.get(token, 'invoiceHeader/list', {})).body.data;
const eligibility = async (token: string, orderId: string) => (await shop.get(token, 'invoice/eligibility', { orderId })).body.data;
const detail = async (token: string, applicationId: string) => (await shop.get(token, 'invoice/detail', { applicationId })).body.data;
const applyWithDefault = (token: string, orderId: string = A.invoiceOrderId, key?: string) => shop.post(token, 'invoice/apply', { orderId, headerId: A.enterpriseHeaderId }, key);

describe('invoice headers', () => {
  it('lists Li Lei’s seeded headers, the enterprise default first with a valid credit code; unused fields absent', async () => {
    expect(isValidCreditCode(A.creditCode)).toBe(true);
    const token = await shop.login(P.aftersalesBuyer);
    expect(await headers(token)).toEqual([
      { id: A.enterpriseHeaderId, kind: 'enterprise', invoiceType: 'ordinary', title: A.companyTitle, taxNumber: A.creditCode, delivery: 'email', deliverTo: 'finance@example.com', isDefault: true },
      { id: A.personalHeaderId, kind: 'personal', invoiceType: 'ordinary', title: '李雷', delivery: 'mobile', deliverTo: P.aftersalesBuyer, isDefault: false },
    ]);
  });

  it('adds, edits, sets the default and removes', async () => {
    const token = await shop.login(P.aftersalesBuyer);
    const added = (await shop.post(token, 'invoiceHeader/save', personal)).body.data;
    expect(added).toMatchObject({ ...personal, isDefault: false, id: expect.stringMatching(/^\d{19}$/) });
    const edited = (await shop.post(token, 'invoiceHeader/save', { ...personal, id: added.id, title: '李雷（个人）' })).body.data;
    expect(edited).toMatchObject({ id: added.id, title: '李雷（个人）' });
    const list = (await shop.post(token, 'invoiceHeader/setDefault', { id: added.id })).body.data;
    expect(list.map((h: { id: string; isDefault: boolean }) => [h.id, h.isDefault])).toEqual([
      [added.id, true],
      [A.personalHeaderId, false],
      [A.enterpriseHeaderId, false],
    ]);
    expect((await shop.post(token, 'invoiceHeader/remove', { id: added.id })).body.data).toBe(true);
    expect((await headers(token)).map((h: { id: string }) => h.id)).toEqual([A.personalHeaderId, A.enterpriseHeaderId]);
    expect((await headers(token))[0].isDefault).toBe(true);
  });

  it('4403 with the domain’s field errors: a bad credit code, a special invoice without bank details, a bad delivery', async () => {
    const token = await shop.login(P.aftersalesBuyer);
    const bad = await shop.post(token, 'invoiceHeader/save', { kind: 'enterprise', invoiceType: 'special', title: 'X 公司', taxNumber: '91310115MA1K4B7Q29', delivery: 'mobile', deliverTo: '123' });
    expect(bad.body).toMatchObject({
      code: 4403,
      success: false,
      data: {
        fields: {
          taxNumber: ['VALIDATION.CREDIT_CODE_INVALID'],
          companyAddress: ['VALIDATION.REQUIRED'],
          telephone: ['VALIDATION.REQUIRED'],
          bankName: ['VALIDATION.REQUIRED'],
          bankAccount: ['VALIDATION.REQUIRED'],
          deliverTo: ['VALIDATION.PHONE_INVALID'],
        },
      },
    });
    expect((await shop.post(token, 'invoiceHeader/save', { ...personal, kind: 'company' })).body.data.fields).toEqual({ kind: ['VALIDATION.OUT_OF_RANGE'] });
    // A 15-character legacy number is off on demo.
    expect((await shop.post(token, 'invoiceHeader/save', { ...personal, kind: 'enterprise', taxNumber: '310115123456789' })).body.data.fields).toEqual({ taxNumber: ['VALIDATION.CREDIT_CODE_INVALID'] });
  });

  it('4404 for a header id of none of the caller’s', async () => {
    const token = await shop.login(P.aftersalesRefusals);
    expect((await shop.post(token, 'invoiceHeader/save', { ...personal, id: A.enterpriseHeaderId })).body.code).toBe(4404);
    expect((await shop.post(token, 'invoiceHeader/remove', { id: A.enterpriseHeaderId })).body.code).toBe(4404);
    expect((await shop.post(token, 'invoiceHeader/setDefault', { id: A.personalHeaderId })).body.code).toBe(4404);
    expect((await applyWithDefault(await shop.login(P.giftGiver), A.giftOrderId)).body.code).toBe(4404);
    expect(await headers(token)).toEqual([]);
  });
});

describe('eligibility', () => {
  it('says per order whether it can be invoiced, and why not', async () => {
    const buyer = await shop.login(P.aftersalesBuyer);
    expect(await eligibility(buyer, A.invoiceOrderId)).toEqual({ orderId: A.invoiceOrderId, orderNo: expect.any(String), total: '128.00', currency: 'CNY', invoiceable: true });
    const refusals = await shop.login(P.aftersalesRefusals);
    expect(await eligibility(refusals, A.freeOrderId)).toMatchObject({ invoiceable: false, refusal: 'free', total: '0.00' });
    server.state.ticketing.orders.find(A.enteredOrderId)!.currency = 'USD';
    expect(await eligibility(refusals, A.enteredOrderId)).toMatchObject({ invoiceable: false, refusal: 'not_cny', currency: 'USD' });
    const unpaid = await shop.login(P.unpaidOrder);
    expect(await eligibility(unpaid, SEED.ticketing.unpaidOrderId)).toMatchObject({ refusal: 'not_paid' });
    await shop.post(buyer, 'refund/apply', { orderId: A.refundOrderId, reason: 'plans_changed' });
    expect(await eligibility(buyer, A.refundOrderId)).toMatchObject({ refusal: 'refunded' });
    const applied = (await applyWithDefault(buyer)).body.data;
    expect(await eligibility(buyer, A.invoiceOrderId)).toMatchObject({ invoiceable: false, refusal: 'applied', application: { applicationId: applied.applicationId, status: 'applied' } });
    expect((await shop.get(buyer, 'invoice/eligibility', { orderId: A.freeOrderId })).body).toMatchObject({ code: 400 });
  });

  it('pages the caller’s completed orders newest first', async () => {
    const token = await shop.login(P.aftersalesRefusals);
    const page = (await shop.get(token, 'invoice/orders', { exhibitionId: 'demo', current: '1', size: '2' })).body.data;
    expect(page).toMatchObject({ total: 3, size: 2, current: 1, pages: 2 });
    expect(page.records.map((e: { orderId: string }) => e.orderId)).toEqual([A.enteredOrderId, A.freeOrderId]);
  });
});

describe('applications', () => {
  it('is applied, issuing after 10 s and issued after 60 s on the server clock, with a 20-digit number and a signed PDF', async () => {
    const token = await shop.login(P.aftersalesBuyer);
    const applied = (await applyWithDefault(token)).body.data;
    expect(applied).toEqual({
      applicationId: expect.stringMatching(/^\d{19}$/),
      orderId: A.invoiceOrderId,
      orderNo: expect.any(String),
      language: 'zh',
      header: { kind: 'enterprise', invoiceType: 'ordinary', title: A.companyTitle, taxNumber: A.creditCode, delivery: 'email', deliverTo: 'finance@example.com' },
      amount: '128.00',
      currency: 'CNY',
      status: 'applied',
      applyTime: expect.any(String),
    });
    await hooks.advance(10);
    expect((await detail(token, applied.applicationId)).status).toBe('issuing');
    await hooks.advance(50);
    const issued = await detail(token, applied.applicationId);
    expect(issued).toMatchObject({ status: 'issued', invoiceNo: expect.stringMatching(/^\d{20}$/), issueTime: expect.any(String) });
    const pdf = new URL(issued.pdfUrl);
    expect(pdf.origin).toBe(server.url);
    expect(pdf.pathname).toBe(`/files/invoice/${applied.applicationId}.pdf`);
    const file = await fetch(pdf);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    const text = Buffer.from(await file.arrayBuffer()).toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text).toContain(`Invoice No: ${issued.invoiceNo}`);
    expect(text).toContain(`Order No: ${applied.orderNo}`);
    expect(text).toContain('Amount: CNY 128.00');
    // The cross-reference table points at each object.
    const xref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((offset, i) => expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
  });

  it('refuses a PDF address with a bad or expired signature (403)', async () => {
    const token = await shop.login(P.aftersalesBuyer);
    const { applicationId } = (await applyWithDefault(token)).body.data;
    await hooks.settleInvoice(applicationId, 'issued');
    const url = new URL((await detail(token, applicationId)).pdfUrl);
    const forged = new URL(url);
    forged.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 60_000));
    expect((await fetch(forged)).status).toBe(403);
    const otherId = new URL(url);
    otherId.pathname = '/files/invoice/5907000000100000099.pdf';
    expect((await fetch(otherId)).status).toBe(403);
    expect((await fetch(url.href.replace(/sig=[0-9a-f]+/, 'sig=' + '0'.repeat(64)))).status).toBe(403);
    await hooks.advance(10 * 60);
    expect((await fetch(url)).status).toBe(403);
    const fresh = new URL((await detail(await shop.login(P.aftersalesBuyer), applicationId)).pdfUrl);
    expect((await fetch(fresh)).status).toBe(200);
  });

  it('settles through the hook: failed with a reason (a new application allowed), or issued now', async () => {
    const token = await shop.login(P.aftersalesBuyer);
    const first = (await applyWithDefault(token)).body.data;
    expect(await hooks.settleInvoice(first.applicationId, 'failed', '税号与名称不符')).toEqual({ ok: true, applicationId: first.applicationId, status: 'failed' });
    expect(await detail(token, first.applicationId)).toMatchObject({ status: 'failed', failReason: '税号与名称不符' });
    expect(await detail(token, first.applicationId)).not.toHaveProperty('pdfUrl');
    expect(await eligibility(token, A.invoiceOrderId)).toMatchObject({ invoiceable: true, application: { status: 'failed' } });
    const second = (await shop.post(token, 'invoice/apply', { orderId: A.invoiceOrderId, header: personal, saveHeader: true })).body.data;
    expect(second).toMatchObject({ header: personal, status: 'applied' });
    expect((await headers(token)).some((h: { title: string; deliverTo: string }) => h.deliverTo === personal.deliverTo)).toBe(true);
    expect(await hooks.settleInvoice(second.applicationId, 'issued')).toMatchObject({ ok: true, status: 'issued' });
    expect(await hooks.settleInvoice(second.applicationId, 'failed')).toMatchObject({ ok: false });
    const list = (await shop.get(token, 'invoice/list', { exhibitionId: 'demo' })).body.data;
    expect(list.records.map((a: { applicationId: string }) => a.applicationId)).toEqual([second.applicationId, first.applicationId]);
  });

  it('a refund reverses the order’s issued invoice', async () => {
    const token = await shop.login(P.aftersalesBuyer);
    const { applicationId } = (await applyWithDefault(token)).body.data;
    await hooks.settleInvoice(applicationId, 'issued');
    await shop.post(token, 'refund/apply', { orderId: A.invoiceOrderId, reason: 'plans_changed' });
    expect((await detail(token, applicationId)).status).toBe('issued');
    await hooks.advance(60);
    const reversed = await detail(await shop.login(P.aftersalesBuyer), applicationId);
    expect(reversed).toMatchObject({ status: 'reversed', invoiceNo: expect.stringMatching(/^\d{20}$/), pdfUrl: expect.any(String) });
    const text = Buffer.from(await (await fetch(reversed.pdfUrl)).arrayBuffer()).toString('latin1');
    expect(text).toContain('REVERSED');
  });

  it('applies in English for an overseas buyer; 4403 with field errors', async () => {
    const token = await shop.login(P.aftersalesBuyer);
    const { body } = await shop.post(token, 'invoice/applyEn', { orderId: A.invoiceOrderId, ...english, vatNumber: 'GB 123 4567 89' });
    expect(body.data).toMatchObject({ language: 'en', english: { ...english, vatNumber: 'GB 123 4567 89' }, amount: '128.00', status: 'applied' });
    expect(body.data).not.toHaveProperty('header');
    const bad = await shop.post(token, 'invoice/applyEn', { orderId: A.refundOrderId, ...english, email: 'nope', country: '' });
    expect(bad.body).toMatchObject({ code: 4403, data: { fields: { email: ['VALIDATION.EMAIL_INVALID'], country: ['VALIDATION.REQUIRED'] } } });
  });

  it('4401 not invoiceable (with the refusal), 4402 already applied (with the application), 4403 a bad new header, 400 someone else’s', async () => {
    const refusals = await shop.login(P.aftersalesRefusals);
    expect((await shop.post(refusals, 'invoice/apply', { orderId: A.freeOrderId, header: personal })).body).toMatchObject({ code: 4401, data: { refusal: 'free' } });
    const token = await shop.login(P.aftersalesBuyer);
    const { applicationId } = (await applyWithDefault(token)).body.data;
    expect((await applyWithDefault(token)).body).toMatchObject({ code: 4402, data: { applicationId } });
    expect((await shop.post(token, 'invoice/apply', { orderId: A.refundOrderId, header: { ...personal, deliverTo: '' } })).body).toMatchObject({ code: 4403, data: { fields: { deliverTo: ['VALIDATION.REQUIRED'] } } });
    expect((await shop.post(token, 'invoice/apply', { orderId: A.freeOrderId, header: personal })).body).toMatchObject({ code: 400 });
    expect((await shop.get(refusals, 'invoice/detail', { applicationId })).body).toMatchObject({ code: 400 });
  });

  it('makes one application of a repeated Idempotency-Key', async () => {
    const token = await shop.login(P.aftersalesBuyer);
    const first = await applyWithDefault(token, A.invoiceOrderId, 'invoice-tap');
    const again = await applyWithDefault(token, A.invoiceOrderId, 'invoice-tap');
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.data.applicationId).toBe(first.body.data.applicationId);
    expect(server.state.ticketing.invoices.every()).toHaveLength(1);
  });
});
