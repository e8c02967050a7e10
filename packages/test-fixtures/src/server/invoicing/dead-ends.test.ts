// Issue 28's invoice dead ends on the server: an identical header is not saved twice (an add answers
// with the saved one, an edit that would copy another is 4406, applying with "save it" adds none), and
// the English invoice refuses Chinese (VALIDATION.ENGLISH_ONLY by field).
import { describe, expect, it } from 'vitest';
import { SEED } from '../../data/seed.constants';
import { ticketingTestServer } from '../../test-support/ticketing-test-server';

const { shop } = await ticketingTestServer();

const P = SEED.phones;
const A = SEED.aftersales;
const company = { kind: 'enterprise', invoiceType: 'ordinary', title: A.companyTitle, taxNumber: A.creditCode, delivery: 'email', deliverTo: 'finance@example.com' };
const english = { companyName: 'Example Imports Ltd.', address: '1 High Street, London', country: 'United Kingdom', contact: 'Alice Walker', email: 'ap@example.com' };
const headers = async (token: string) => (await shop.get(token, 'invoiceHeader/list', {})).body.data as Array<{ id: string }>;

describe('identical headers', () => {
  it('are saved once: adding the seeded company again, typed differently, answers with the saved header', async () => {
    const token = await shop.login(P.aftersalesBuyer);
    const again = await shop.post(token, 'invoiceHeader/save', { ...company, title: ` ${A.companyTitle} `, taxNumber: '91310115ma1k4b7q28', deliverTo: 'Finance@Example.com' });
    expect(again.body.data).toMatchObject({ id: A.enterpriseHeaderId, title: A.companyTitle, alreadySaved: true, isDefault: true });
    expect(await headers(token)).toHaveLength(2);
    const other = await shop.post(token, 'invoiceHeader/save', { ...company, deliverTo: 'boss@example.com' });
    expect(other.body.data).toMatchObject({ alreadySaved: false });
    expect(await headers(token)).toHaveLength(3);
  });

  it('refuse an edit that would make one header the copy of another (4406, naming it)', async () => {
    const token = await shop.login(P.aftersalesBuyer);
    const { body } = await shop.post(token, 'invoiceHeader/save', { ...company, id: A.personalHeaderId });
    expect(body).toMatchObject({ code: 4406, success: false, data: { id: A.enterpriseHeaderId, title: A.companyTitle } });
    // Saving a header as it is stays a plain edit.
    expect((await shop.post(token, 'invoiceHeader/save', { ...company, id: A.enterpriseHeaderId })).body.data).toMatchObject({ id: A.enterpriseHeaderId, alreadySaved: false });
  });

  it('are not added by applying with "save it to my headers"', async () => {
    const token = await shop.login(P.aftersalesBuyer);
    const applied = await shop.post(token, 'invoice/apply', { orderId: A.invoiceOrderId, header: company, saveHeader: true });
    expect(applied.body.data).toMatchObject({ status: 'applied', header: { title: A.companyTitle } });
    expect(await headers(token)).toHaveLength(2);
  });
});

describe('the English invoice', () => {
  it('refuses Chinese in the fields written in words, each named', async () => {
    const token = await shop.login(P.aftersalesBuyer);
    const { body } = await shop.post(token, 'invoice/applyEn', { orderId: A.invoiceOrderId, ...english, companyName: '示范进口有限公司', country: '英国' });
    expect(body).toMatchObject({ code: 4403, data: { fields: { companyName: ['VALIDATION.ENGLISH_ONLY'], country: ['VALIDATION.ENGLISH_ONLY'] } } });
    expect((await shop.post(token, 'invoice/applyEn', { orderId: A.invoiceOrderId, ...english, address: 'Rua Augusta 5, São Paulo' })).body.data).toMatchObject({ language: 'en', status: 'applied' });
  });
});
