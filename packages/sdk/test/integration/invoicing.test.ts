// The invoicing area over real HTTP against the contract server, answering as the real backend's
// Jackson setup does ("" / -1 / {} / false for what is absent): saved headers (the server's field errors
// on a refused one), each order's eligibility, Chinese and English applications (one for a key sent
// twice), their settlement by the test hook or the server's clock, and the issued invoice's PDF.
import type { InvoiceHeader } from '@fairpass/domain/invoicing';
import { SEED } from '@fairpass/test-fixtures';
import { describe, expect, it } from 'vitest';
import { getInvoicing, invoiceFieldErrors } from '../../src/invoicing';
import { loggedIn, useContractServer } from './contract-client.harness';

const ctx = useContractServer();
const A = SEED.aftersales;
const P = SEED.phones;

async function invoicingOf(phone: string) {
  const { client } = await loggedIn(ctx.server, ctx.link(), phone);
  return getInvoicing(client);
}

/** The contract server's test hook settling an application now. */
async function settle(applicationId: string, outcome: 'issued' | 'failed', reason?: string): Promise<Response> {
  return fetch(`${ctx.server.url}/__contract/invoice/settle`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ applicationId, outcome, reason }),
  });
}

const PERSONAL: InvoiceHeader = {
  kind: 'personal',
  invoiceType: 'ordinary',
  title: '韩梅梅',
  taxNumber: '',
  companyAddress: '',
  telephone: '',
  bankName: '',
  bankAccount: '',
  delivery: 'email',
  deliverTo: 'hanmeimei@example.com',
};
const ENTERPRISE: InvoiceHeader = { ...PERSONAL, kind: 'enterprise', title: '示范贸易有限公司', taxNumber: A.creditCode };
const ENGLISH = { companyName: 'Acme Trading Ltd', address: '1 Harbour Road, Hong Kong', country: 'Hong Kong', contact: 'Ann Lee', email: 'ann@acme.example' };

describe('saved invoice headers', () => {
  it('lists the default first, a personal header\'s unused fields as "" and its default flag as false', async () => {
    const invoicing = await invoicingOf(P.aftersalesBuyer);

    const headers = await invoicing.listHeaders.execute();

    expect(headers).toMatchObject({
      ok: true,
      value: [
        { id: A.enterpriseHeaderId, kind: 'enterprise', title: A.companyTitle, taxNumber: A.creditCode, isDefault: true },
        { id: A.personalHeaderId, kind: 'personal', taxNumber: '', bankAccount: '', delivery: 'mobile', isDefault: false },
      ],
    });
  });

  it('adds a header once for a key sent twice, edits it, makes it the default and removes it', async () => {
    const invoicing = await invoicingOf(P.aftersalesBuyer);

    const added = await invoicing.saveHeader.execute(ENTERPRISE, { idempotencyKey: 'header-add-1' });
    const again = await invoicing.saveHeader.execute(ENTERPRISE, { idempotencyKey: 'header-add-1' });
    const id = added.ok ? added.value.id : '';
    const edited = await invoicing.saveHeader.execute({ ...ENTERPRISE, id, title: '示范贸易（上海）有限公司' });
    const defaulted = await invoicing.setDefaultHeader.execute({ id });
    const removed = await invoicing.removeHeader.execute({ id });
    const left = await invoicing.listHeaders.execute();

    expect(added).toMatchObject({ ok: true, value: { id: expect.any(String), title: ENTERPRISE.title, isDefault: false } });
    expect(again).toMatchObject({ ok: true, value: { id } });
    expect(edited).toMatchObject({ ok: true, value: { id, title: '示范贸易（上海）有限公司' } });
    expect(defaulted).toMatchObject({ ok: true, value: [{ id, isDefault: true }, { isDefault: false }, { isDefault: false }] });
    expect(removed).toEqual({ ok: true, value: true });
    expect(left.ok && left.value.map((header) => header.id)).not.toContain(id);
    expect(left.ok && left.value).toHaveLength(2);
  });

  it('reaches the caller with the server\'s field errors when it refuses a header (4403)', async () => {
    const invoicing = await invoicingOf(P.aftersalesBuyer);

    const saved = await invoicing.saveHeader.execute({ ...ENTERPRISE, taxNumber: '91310115MA1K4B7Q29', invoiceType: 'special' });

    expect(saved).toMatchObject({
      ok: false,
      error: {
        code: 'INVOICE.HEADER_INVALID',
        backendCode: 4403,
        field: expect.any(String),
        params: { taxNumber: 'VALIDATION.CREDIT_CODE_INVALID', companyAddress: 'VALIDATION.REQUIRED', bankAccount: 'VALIDATION.REQUIRED' },
      },
    });
    expect(!saved.ok && invoiceFieldErrors(saved.error)).toMatchObject({ taxNumber: ['VALIDATION.CREDIT_CODE_INVALID'], telephone: ['VALIDATION.REQUIRED'] });
  });

  it('answers a header that is not the user\'s as INVOICE.HEADER_NOT_FOUND', async () => {
    const invoicing = await invoicingOf(P.aftersalesRefusals);

    const edited = await invoicing.saveHeader.execute({ ...PERSONAL, id: A.personalHeaderId });
    const defaulted = await invoicing.setDefaultHeader.execute({ id: A.personalHeaderId });
    const removed = await invoicing.removeHeader.execute({ id: A.enterpriseHeaderId });

    expect(edited).toMatchObject({ ok: false, error: { code: 'INVOICE.HEADER_NOT_FOUND' } });
    expect(defaulted).toMatchObject({ ok: false, error: { code: 'INVOICE.HEADER_NOT_FOUND' } });
    expect(removed).toMatchObject({ ok: false, error: { code: 'INVOICE.HEADER_NOT_FOUND' } });
  });
});

describe('which orders can be invoiced', () => {
  it('says a paid order can be, with no refusal and no application yet ("" and {} on the wire)', async () => {
    const invoicing = await invoicingOf(P.aftersalesBuyer);

    const eligibility = await invoicing.fetchEligibility.execute({ orderId: A.invoiceOrderId });
    const orders = await invoicing.listInvoiceableOrders.execute({ current: 1, size: 10 });

    expect(eligibility).toMatchObject({ ok: true, value: { orderId: A.invoiceOrderId, invoiceable: true, total: '128.00', currency: 'CNY' } });
    expect(eligibility.ok && eligibility.value).not.toHaveProperty('refusal');
    expect(eligibility.ok && eligibility.value).not.toHaveProperty('application');
    expect(orders.ok && orders.value.records.map((each) => [each.orderId, each.invoiceable])).toEqual([
      [A.invoiceOrderId, true],
      [A.refundOrderId, true],
    ]);
  });

  it('says why a free order cannot be (a value), and refuses to apply as ORDER.NOT_INVOICEABLE', async () => {
    const invoicing = await invoicingOf(P.aftersalesRefusals);

    const eligibility = await invoicing.fetchEligibility.execute({ orderId: A.freeOrderId });
    const applied = await invoicing.applyInvoice.execute({ orderId: A.freeOrderId, header: PERSONAL });

    expect(eligibility).toMatchObject({ ok: true, value: { invoiceable: false, refusal: 'free' } });
    expect(applied).toMatchObject({ ok: false, error: { code: 'ORDER.NOT_INVOICEABLE', params: { refusal: 'free' } } });
  });
});

describe('applying for an invoice', () => {
  it('makes one application for the same Idempotency-Key sent twice; another key is INVOICE.ALREADY_APPLIED', async () => {
    const invoicing = await invoicingOf(P.aftersalesBuyer);
    const request = { orderId: A.invoiceOrderId, headerId: A.enterpriseHeaderId };

    const first = await invoicing.applyInvoice.execute(request, { idempotencyKey: 'apply-1' });
    const second = await invoicing.applyInvoice.execute(request, { idempotencyKey: 'apply-1' });
    const other = await invoicing.applyInvoice.execute(request, { idempotencyKey: 'apply-2' });
    const list = await invoicing.listInvoices.execute({ current: 1, size: 10 });
    const eligibility = await invoicing.fetchEligibility.execute({ orderId: A.invoiceOrderId });
    const applicationId = first.ok ? first.value.applicationId : '';

    expect(first).toMatchObject({
      ok: true,
      value: { orderId: A.invoiceOrderId, language: 'zh', status: 'applied', amount: '128.00', header: { title: A.companyTitle, taxNumber: A.creditCode } },
    });
    // Not issued yet: no English details ({}), number, PDF or issue time ("") on the wire.
    for (const absent of ['english', 'invoiceNo', 'pdfUrl', 'issueTime', 'failReason']) expect(first.ok && first.value).not.toHaveProperty(absent);
    expect(second).toMatchObject({ ok: true, value: { applicationId } });
    expect(other).toMatchObject({ ok: false, error: { code: 'INVOICE.ALREADY_APPLIED', params: { applicationId } } });
    expect(list.ok && list.value.records.map((each) => each.applicationId)).toEqual([applicationId]);
    expect(eligibility).toMatchObject({ ok: true, value: { invoiceable: false, refusal: 'applied', application: { applicationId, status: 'applied' } } });
  });

  it('issues it by the test hook: a 20-digit number and a PDF address on the API\'s origin that opens the PDF', async () => {
    const invoicing = await invoicingOf(P.aftersalesBuyer);
    const applied = await invoicing.applyInvoice.execute({ orderId: A.invoiceOrderId, header: PERSONAL, saveHeader: true });
    const applicationId = applied.ok ? applied.value.applicationId : '';

    const settled = await settle(applicationId, 'issued');
    const invoice = await invoicing.fetchInvoice.execute({ applicationId });
    const pdfUrl = invoice.ok ? (invoice.value.pdfUrl ?? '') : '';
    const pdf = await fetch(pdfUrl);
    const headers = await invoicing.listHeaders.execute();

    expect(settled.status).toBe(200);
    expect(invoice).toMatchObject({ ok: true, value: { status: 'issued', invoiceNo: expect.stringMatching(/^\d{20}$/), issueTime: expect.any(String) } });
    expect(new URL(pdfUrl).origin).toBe(new URL(ctx.server.url).origin);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    expect(headers.ok && headers.value.map((header) => header.title)).toContain(PERSONAL.title);
  });

  it('moves an application along on the server\'s clock: issuing after 10 seconds, issued after 60', async () => {
    const invoicing = await invoicingOf(P.aftersalesBuyer);
    const applied = await invoicing.applyInvoice.execute({ orderId: A.invoiceOrderId, headerId: A.personalHeaderId });
    const applicationId = applied.ok ? applied.value.applicationId : '';

    ctx.server.advanceClock(11);
    const issuing = await invoicing.fetchInvoice.execute({ applicationId });
    ctx.server.advanceClock(50);
    const issued = await invoicing.fetchInvoice.execute({ applicationId });

    expect(issuing).toMatchObject({ ok: true, value: { status: 'issuing' } });
    expect(issued).toMatchObject({ ok: true, value: { status: 'issued', pdfUrl: expect.stringContaining('/files/invoice/') } });
  });

  it('keeps a failed application\'s reason, and lets the order be applied for again', async () => {
    const invoicing = await invoicingOf(P.aftersalesBuyer);
    const applied = await invoicing.applyInvoice.execute({ orderId: A.invoiceOrderId, headerId: A.enterpriseHeaderId });
    const applicationId = applied.ok ? applied.value.applicationId : '';

    await settle(applicationId, 'failed', '税号与名称不符');
    const failed = await invoicing.fetchInvoice.execute({ applicationId });
    const eligibility = await invoicing.fetchEligibility.execute({ orderId: A.invoiceOrderId });
    const again = await invoicing.applyInvoice.execute({ orderId: A.invoiceOrderId, headerId: A.personalHeaderId });

    expect(failed).toMatchObject({ ok: true, value: { status: 'failed', failReason: '税号与名称不符' } });
    expect(failed.ok && failed.value).not.toHaveProperty('pdfUrl');
    expect(eligibility).toMatchObject({ ok: true, value: { invoiceable: true, application: { applicationId, status: 'failed' } } });
    expect(again).toMatchObject({ ok: true, value: { status: 'applied' } });
    expect(again.ok && again.value.applicationId).not.toBe(applicationId);
  });

  it('applies for an English invoice: its details, no Chinese header ({} on the wire)', async () => {
    const invoicing = await invoicingOf(P.aftersalesBuyer);

    const applied = await invoicing.applyEnglishInvoice.execute({ orderId: A.refundOrderId, ...ENGLISH, vatNumber: ' ' }, { idempotencyKey: 'apply-en-1' });
    const again = await invoicing.applyEnglishInvoice.execute({ orderId: A.refundOrderId, ...ENGLISH, vatNumber: ' ' }, { idempotencyKey: 'apply-en-1' });

    expect(applied).toMatchObject({ ok: true, value: { orderId: A.refundOrderId, language: 'en', status: 'applied', english: { ...ENGLISH, vatNumber: '' } } });
    expect(applied.ok && applied.value).not.toHaveProperty('header');
    expect(again).toMatchObject({ ok: true, value: { applicationId: applied.ok ? applied.value.applicationId : '' } });
  });

  it('reaches the caller with the field errors of English details the server refuses', async () => {
    const invoicing = await invoicingOf(P.aftersalesBuyer);

    const applied = await invoicing.applyEnglishInvoice.execute({ orderId: A.refundOrderId, ...ENGLISH, vatNumber: '§§' });

    expect(applied).toMatchObject({ ok: false, error: { code: 'INVOICE.HEADER_INVALID', field: 'vatNumber', params: { vatNumber: 'VALIDATION.NUMBER_INVALID' } } });
  });

  it('answers an application, or an order, that is not the user\'s as not found', async () => {
    const buyer = await invoicingOf(P.aftersalesBuyer);
    const applied = await buyer.applyInvoice.execute({ orderId: A.invoiceOrderId, headerId: A.enterpriseHeaderId });
    const stranger = await invoicingOf(P.aftersalesRefusals);

    const invoice = await stranger.fetchInvoice.execute({ applicationId: applied.ok ? applied.value.applicationId : '' });
    const eligibility = await stranger.fetchEligibility.execute({ orderId: A.invoiceOrderId });

    expect(invoice).toMatchObject({ ok: false, error: { status: 400 } });
    expect(eligibility).toMatchObject({ ok: false, error: { status: 400 } });
  });
});
