import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED } from '../../data/seed.constants';
import { contractHttp } from '../../test-support/contract-http';
import { collectReplies, jacksonSwitchChecks } from '../../test-support/jackson-replies';
import { ticketingHttp } from '../../test-support/ticketing-http';
import { RC } from '../context';
import { GIFTING_REPLY_DATA } from '../gifting/gifting-field-types';
import { startContractServer, type ContractServer } from '../start-contract-server';
import { REFUND_REPLY_DATA } from '../ticketing/ticketing-field-types';
import { INVOICING_REPLY_DATA } from './invoicing-field-types';

/** The after-sales routes: gifts, refunds and invoices. */
const AFTERSALES_REPLY_DATA = { ...GIFTING_REPLY_DATA, ...REFUND_REPLY_DATA, ...INVOICING_REPLY_DATA };

// A fixed clock: both runs (switch off, switch on) see the same times, ids and sequences.
const NOW = Date.UTC(2026, 4, 12, 2, 0, 0);
const P = SEED.phones;
const A = SEED.aftersales;

let server: ContractServer;
let shop: ReturnType<typeof ticketingHttp>;

beforeAll(async () => {
  server = await startContractServer({ port: 0, now: () => NOW });
  shop = ticketingHttp(contractHttp(server.url));
});
afterAll(() => server.close());

/** One successful reply of every after-sales route, keyed as in AFTERSALES_REPLY_DATA, from a fresh state. */
const everyReply = (jacksonNulls: boolean) =>
  collectReplies(server, shop, jacksonNulls, async ({ get, post }) => {
    const giver = await shop.login(P.giftGiver);
    const buyer = await shop.login(P.aftersalesBuyer);
    const claimant = await shop.login(P.giftClaimant);

    await get(giver, 'give/giftable', { exhibitionId: 'demo' });
    const gift = await post(giver, 'give/create', { exhibitionId: 'demo', ticketTypeId: SEED.ticketing.types.vip, quantity: 1 });
    await get(giver, 'give/list', { exhibitionId: 'demo' });
    await get(giver, 'give/detail', { giftId: A.giftId });
    await post(giver, 'give/cancel', { giftId: gift.giftId });
    await get(undefined, 'give/claimInfo', { giftId: A.giftId });
    await post(claimant, 'give/claim', { giftId: A.giftId, holderName: '王领票', holderPhone: P.giftClaimant });
    await get(buyer, 'refund/preview', { orderId: A.refundOrderId });
    await post(buyer, 'refund/apply', { orderId: A.refundOrderId, reason: 'plans_changed' });
    await get(buyer, 'invoiceHeader/list', {});
    const saved = await post(buyer, 'invoiceHeader/save', { kind: 'personal', invoiceType: 'ordinary', title: '李雷', delivery: 'email', deliverTo: 'lilei@example.com' });
    await post(buyer, 'invoiceHeader/setDefault', { id: saved.id });
    await post(buyer, 'invoiceHeader/remove', { id: saved.id });
    await get(buyer, 'invoice/eligibility', { orderId: A.invoiceOrderId });
    const zh = await post(buyer, 'invoice/apply', { orderId: A.invoiceOrderId, headerId: A.personalHeaderId });
    await post(giver, 'invoice/applyEn', { orderId: A.giftOrderId, companyName: 'Example Ltd.', address: '1 High Street', country: 'UK', contact: 'Ann', email: 'ap@example.com' });
    await get(buyer, 'invoice/orders', { exhibitionId: 'demo' });
    await get(buyer, 'invoice/list', { exhibitionId: 'demo' });
    await get(buyer, 'invoice/detail', { applicationId: zh.applicationId });
  });

/** Gift ids are random: masked. */
const masked = (_key: string, body: unknown) => JSON.parse(JSON.stringify(body).replace(/"giftId":"[0-9a-f]{16}"/g, '"giftId":"random"'));

describe('the after-sales routes with the Jackson-nulls switch', () => {
  const runs = jacksonSwitchChecks(AFTERSALES_REPLY_DATA, everyReply, masked);
  const jackson = { get: (key: string) => runs.jackson.get(key) };

  it('mean nothing by a placeholder: absent fields are -1 / "" only with the switch on, never in the plain replies', () => {
    const plainText = JSON.stringify([...runs.plain.values()].map((r) => r.body));
    expect(plainText).not.toMatch(/:-1[,}]|:""/);
    expect(jackson.get(`GET ${RC}refund/preview`)!.body.data).toMatchObject({ refusal: '', deadline: expect.stringMatching(/^\d{4}-/) });
    expect(jackson.get(`GET ${RC}invoice/eligibility`)!.body.data).toMatchObject({ invoiceable: true, refusal: '', application: {} });
    expect(jackson.get(`POST ${RC}invoice/apply`)!.body.data).toMatchObject({ english: {}, invoiceNo: '', pdfUrl: '', failReason: '', issueTime: '', header: { taxNumber: '' } });
    expect(jackson.get(`POST ${RC}give/claim`)!.body.data).toMatchObject({ lockedBy: '', giftId: '', holderEmail: '' });
  });

  it('keep a failure’s facts in data', async () => {
    const token = await shop.login(P.aftersalesBuyer);
    expect((await shop.post(token, 'invoiceHeader/save', { kind: 'x' })).body).toMatchObject({ code: 4403, data: { fields: { kind: ['VALIDATION.OUT_OF_RANGE'] } } });
    expect((await shop.get(token, 'invoice/detail', { applicationId: 'none' })).body).toMatchObject({ code: 400, data: {} });
  });
});
