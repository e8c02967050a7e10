// The invoicing operations without a server: a stub transport answers as the backend would, so each
// test sees what was sent (or that nothing was) and what the caller gets back.
import type { InvoiceApplication, InvoiceHeader } from '@fairpass/domain/invoicing';
import { describe, expect, it } from 'vitest';
import { getInvoicing, invoiceFieldErrors, type InvoicingApi } from '../../src/invoicing';
import { APP, CASHIER, loose, stubbedClient as stubbed, type StubReply } from '../support/stubbed-client';

function stubbedClient(reply: StubReply = {}) {
  const { client, sent } = stubbed(reply);
  return { invoicing: getInvoicing(client), sent };
}

const HEADER: InvoiceHeader = {
  kind: 'enterprise',
  invoiceType: 'ordinary',
  title: '广州贸易有限公司',
  taxNumber: '91440101MA5CXXXX0X',
  companyAddress: '',
  telephone: '',
  bankName: '',
  bankAccount: '',
  delivery: 'email',
  deliverTo: 'finance@example.com',
};
const ENGLISH = { orderId: 'o-1', companyName: 'Acme Ltd', address: '1 Main St', country: 'UK', contact: 'Ann', email: 'ann@acme.example' };

describe('bad input to an invoicing operation', () => {
  it.each<[string, (i: InvoicingApi) => Promise<unknown>, string, string]>([
    ['saveHeader of a kind it does not know', (i) => i.saveHeader.execute(loose({ ...HEADER, kind: 'company' })), 'VALIDATION.OUT_OF_RANGE', 'kind'],
    ['saveHeader without a type', (i) => i.saveHeader.execute(loose({ ...HEADER, invoiceType: undefined })), 'VALIDATION.REQUIRED', 'invoiceType'],
    ['saveHeader without a title', (i) => i.saveHeader.execute({ ...HEADER, title: ' ' }), 'VALIDATION.REQUIRED', 'title'],
    ['saveHeader delivered by fax', (i) => i.saveHeader.execute(loose({ ...HEADER, delivery: 'fax' })), 'VALIDATION.OUT_OF_RANGE', 'delivery'],
    ['saveHeader delivered nowhere', (i) => i.saveHeader.execute({ ...HEADER, deliverTo: '' }), 'VALIDATION.REQUIRED', 'deliverTo'],
    ['removeHeader without an id', (i) => i.removeHeader.execute(loose({})), 'VALIDATION.REQUIRED', 'id'],
    ['setDefaultHeader without an id', (i) => i.setDefaultHeader.execute(loose({})), 'VALIDATION.REQUIRED', 'id'],
    ['fetchEligibility without an order', (i) => i.fetchEligibility.execute(loose({})), 'VALIDATION.REQUIRED', 'orderId'],
    ['listInvoiceableOrders of page 0', (i) => i.listInvoiceableOrders.execute({ current: 0, size: 10 }), 'VALIDATION.NUMBER_INVALID', 'current'],
    ['applyInvoice without an order', (i) => i.applyInvoice.execute(loose({ headerId: 'h-1' })), 'VALIDATION.REQUIRED', 'orderId'],
    ['applyInvoice with a blank saved header', (i) => i.applyInvoice.execute({ orderId: 'o-1', headerId: '' }), 'VALIDATION.REQUIRED', 'headerId'],
    ['applyInvoice with no header at all', (i) => i.applyInvoice.execute(loose({ orderId: 'o-1' })), 'VALIDATION.REQUIRED', 'header'],
    ['applyInvoice with a new header without a title', (i) => i.applyInvoice.execute({ orderId: 'o-1', header: { ...HEADER, title: '' } }), 'VALIDATION.REQUIRED', 'header.title'],
    ['applyEnglishInvoice without a country', (i) => i.applyEnglishInvoice.execute({ ...ENGLISH, country: '' }), 'VALIDATION.REQUIRED', 'country'],
    ['applyEnglishInvoice to an e-mail that is none', (i) => i.applyEnglishInvoice.execute({ ...ENGLISH, email: 'ann' }), 'VALIDATION.EMAIL_INVALID', 'email'],
    ['listInvoices of 2.5 a page', (i) => i.listInvoices.execute({ current: 1, size: 2.5 }), 'VALIDATION.NUMBER_INVALID', 'size'],
    ['fetchInvoice without an id', (i) => i.fetchInvoice.execute(loose({})), 'VALIDATION.REQUIRED', 'applicationId'],
  ])('%s resolves to %s about %s, sending nothing', async (_case, run, code, field) => {
    const { invoicing, sent } = stubbedClient();

    const result = await run(invoicing);

    expect(result).toMatchObject({ ok: false, error: { code, field } });
    expect(sent).toEqual([]);
  });
});

describe('what the invoicing operations send', () => {
  it('sends only the header\'s own fields, trimmed, with its id when editing, and the caller\'s key', async () => {
    const { invoicing, sent } = stubbedClient({ data: {} });

    await invoicing.saveHeader.execute(loose({ ...HEADER, title: ' 广州贸易有限公司 ', draft: true }), { idempotencyKey: 'header-new' });
    await invoicing.saveHeader.execute({ ...HEADER, id: 'h-1' });

    expect(sent[0]?.body).toEqual(HEADER);
    expect(sent[0]?.headers['Idempotency-Key']).toBe('header-new');
    expect(sent[1]?.body).toEqual({ id: 'h-1', ...HEADER });
  });

  it('applies with a saved header, or with a new one saved on the way', async () => {
    const { invoicing, sent } = stubbedClient({ data: {} });

    await invoicing.applyInvoice.execute({ orderId: 'o-1', headerId: 'h-1' }, { idempotencyKey: 'apply-o-1' });
    await invoicing.applyInvoice.execute({ orderId: 'o-2', header: HEADER, saveHeader: true });
    await invoicing.applyInvoice.execute({ orderId: 'o-3', header: HEADER });

    expect(sent.map((request) => request.body)).toEqual([
      { orderId: 'o-1', headerId: 'h-1' },
      { orderId: 'o-2', header: HEADER, saveHeader: true },
      { orderId: 'o-3', header: HEADER },
    ]);
    expect(sent[0]?.headers['Idempotency-Key']).toBe('apply-o-1');
  });

  it('leaves out a blank VAT number of an English invoice', async () => {
    const { invoicing, sent } = stubbedClient({ data: {} });

    await invoicing.applyEnglishInvoice.execute({ ...ENGLISH, vatNumber: ' ' });

    expect(sent[0]?.path).toBe('/api/ef-registration-client/invoice/applyEn');
    expect(sent[0]?.body).toEqual({ ...ENGLISH, vatNumber: undefined });
  });

  it('names the exhibition of the session in the lists', async () => {
    const { invoicing, sent } = stubbedClient({ data: { records: [], total: 0, size: 10, current: 1, pages: 0 } });

    await invoicing.listInvoiceableOrders.execute({ current: 1, size: 10 });
    await invoicing.listInvoices.execute({ current: 2, size: 5 });

    expect(sent.map((request) => [request.path, request.query])).toEqual([
      ['/api/ef-registration-client/invoice/orders', { exhibitionId: 'demo', current: 1, size: 10 }],
      ['/api/ef-registration-client/invoice/list', { exhibitionId: 'demo', current: 2, size: 5 }],
    ]);
  });
});

describe('a header the server refuses (4403)', () => {
  // As parsed from the wire: "__proto__" is an own key there (and must not reach the params' prototype).
  const fields = '{"taxNumber":["VALIDATION.CREDIT_CODE_INVALID"],"deliverTo":["VALIDATION.EMAIL_INVALID","VALIDATION.REQUIRED"],"__proto__":["VALIDATION.REQUIRED"],"bankName":["NOT.A.CODE"]}';
  const refusal = () => JSON.parse(`{"code":4403,"success":false,"msg":"发票抬头不正确","data":{"fields":${fields}}}`) as unknown;

  it('reaches the caller as INVOICE.HEADER_INVALID with the first field and each field\'s code', async () => {
    const { invoicing } = stubbedClient({ status: 400, body: refusal() });

    const saved = await invoicing.saveHeader.execute(HEADER);

    expect(saved).toMatchObject({
      ok: false,
      error: {
        code: 'INVOICE.HEADER_INVALID',
        detail: '发票抬头不正确',
        status: 400,
        backendCode: 4403,
        field: 'taxNumber',
        params: { taxNumber: 'VALIDATION.CREDIT_CODE_INVALID', deliverTo: 'VALIDATION.EMAIL_INVALID' },
      },
    });
    expect(!saved.ok && Object.keys(saved.error.params ?? {})).toEqual(['taxNumber', 'deliverTo']);
    expect(!saved.ok && invoiceFieldErrors(saved.error)).toEqual({ taxNumber: ['VALIDATION.CREDIT_CODE_INVALID'], deliverTo: ['VALIDATION.EMAIL_INVALID'] });
  });

  it('carries the field errors of a new header sent with an application, and of an English invoice', async () => {
    const { invoicing } = stubbedClient({ status: 400, body: refusal() });

    const applied = await invoicing.applyInvoice.execute({ orderId: 'o-1', header: HEADER });
    const english = await invoicing.applyEnglishInvoice.execute(ENGLISH);

    expect(applied).toMatchObject({ ok: false, error: { code: 'INVOICE.HEADER_INVALID', field: 'taxNumber' } });
    expect(english).toMatchObject({ ok: false, error: { code: 'INVOICE.HEADER_INVALID', field: 'taxNumber' } });
  });

  it('stays a plain INVOICE.HEADER_INVALID when the server named no field', async () => {
    const { invoicing } = stubbedClient({ status: 400, body: { code: 4403, success: false, msg: '发票抬头不正确', data: { fields: {} } } });

    const saved = await invoicing.saveHeader.execute(HEADER);

    expect(saved).toMatchObject({ ok: false, error: { code: 'INVOICE.HEADER_INVALID' } });
    expect(!saved.ok && saved.error.field).toBeUndefined();
    expect(!saved.ok && invoiceFieldErrors(saved.error)).toEqual({});
  });

  it.each([
    [4401, 'ORDER.NOT_INVOICEABLE', { refusal: 'free' }],
    [4402, 'INVOICE.ALREADY_APPLIED', { applicationId: 'inv-1' }],
    [4404, 'INVOICE.HEADER_NOT_FOUND', {}],
  ])('reads wire code %i as %s', async (code, expected, data) => {
    const { invoicing } = stubbedClient({ status: 400, body: { code, success: false, msg: '不可开票', data } });

    const applied = await invoicing.applyInvoice.execute({ orderId: 'o-1', headerId: 'h-1' });

    expect(applied).toMatchObject({ ok: false, error: { code: expected, ...(Object.keys(data).length > 0 ? { params: data } : {}) } });
  });
});

describe('an issued invoice\'s PDF address', () => {
  const ISSUED: InvoiceApplication = {
    applicationId: 'inv-1',
    orderId: 'o-1',
    orderNo: 'FP202605010001',
    language: 'zh',
    header: HEADER,
    amount: '128.00',
    currency: 'CNY',
    status: 'issued',
    invoiceNo: '26442000000000000001',
    pdfUrl: `${APP}/files/invoice/inv-1.pdf?expires=1&sig=abc`,
    applyTime: '2026-05-01 10:00:00',
    issueTime: '2026-05-01 10:01:00',
  };

  it.each([
    ['the API\'s origin', `${APP}/files/invoice/inv-1.pdf?expires=1&sig=abc`],
    ['an origin on the allowlist', `${CASHIER}/invoice.pdf`],
  ])('is passed on when it leads to %s', async (_case, pdfUrl) => {
    const { invoicing } = stubbedClient({ data: { ...ISSUED, pdfUrl } });

    const invoice = await invoicing.fetchInvoice.execute({ applicationId: 'inv-1' });

    expect(invoice).toMatchObject({ ok: true, value: { pdfUrl } });
  });

  it.each([
    ['another origin', 'https://files.evil.example/inv-1.pdf'],
    ['a look-alike host', 'https://fair.example.evil.example/inv-1.pdf'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['a relative address', '/files/invoice/inv-1.pdf'],
  ])('is dropped when it leads to %s, from every reply that carries one', async (_case, pdfUrl) => {
    const application = { ...ISSUED, pdfUrl };
    const eligibility = { orderId: 'o-1', orderNo: 'FP202605010001', total: '128.00', currency: 'CNY', invoiceable: false, refusal: 'applied', application };
    const page = (record: unknown) => ({ records: [record], total: 1, size: 10, current: 1, pages: 1 });
    const expected = { ...ISSUED };
    delete (expected as { pdfUrl?: string }).pdfUrl;

    const fetched = await stubbedClient({ data: application }).invoicing.fetchInvoice.execute({ applicationId: 'inv-1' });
    const listed = await stubbedClient({ data: page(application) }).invoicing.listInvoices.execute({ current: 1, size: 10 });
    const applied = await stubbedClient({ data: application }).invoicing.applyInvoice.execute({ orderId: 'o-1', headerId: 'h-1' });
    const english = await stubbedClient({ data: application }).invoicing.applyEnglishInvoice.execute(ENGLISH);
    const eligible = await stubbedClient({ data: eligibility }).invoicing.fetchEligibility.execute({ orderId: 'o-1' });
    const orders = await stubbedClient({ data: page(eligibility) }).invoicing.listInvoiceableOrders.execute({ current: 1, size: 10 });

    expect(fetched).toEqual({ ok: true, value: expected });
    expect(listed).toMatchObject({ ok: true, value: { records: [expected] } });
    expect(listed.ok && listed.value.records[0]).not.toHaveProperty('pdfUrl');
    expect(applied.ok && applied.value).not.toHaveProperty('pdfUrl');
    expect(english.ok && english.value).not.toHaveProperty('pdfUrl');
    expect(eligible.ok && eligible.value.application).toEqual(expected);
    expect(orders.ok && orders.value.records[0]?.application).toEqual(expected);
  });
});
