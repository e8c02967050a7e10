import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED } from '../../data/seed.constants';
import { contractHttp } from '../../test-support/contract-http';
import { collectReplies, jacksonSwitchChecks } from '../../test-support/jackson-replies';
import { ticketingHttp } from '../../test-support/ticketing-http';
import { RC } from '../context';
import { startContractServer, type ContractServer } from '../start-contract-server';
import { TICKETING_REPLY_DATA } from './ticketing-field-types';

// A fixed clock: both runs (switch off, switch on) see the same times, ids and sequences.
const NOW = Date.UTC(2026, 4, 12, 2, 0, 0);
const T = SEED.ticketing.types;
const P = SEED.phones;

let server: ContractServer;
let shop: ReturnType<typeof ticketingHttp>;

beforeAll(async () => {
  server = await startContractServer({ port: 0, now: () => NOW });
  shop = ticketingHttp(contractHttp(server.url));
});
afterAll(() => server.close());

/** One successful reply of every ticketing route, keyed as in TICKETING_REPLY_DATA, from a fresh state. */
const everyTicketingReply = (jacksonNulls: boolean) =>
  collectReplies(server, shop, jacksonNulls, async ({ get, post }) => {
    const buyer = await shop.login(P.ticketBuyer);
    const unpaid = await shop.login(P.unpaidOrder);
    const paid = await shop.login(P.paidTicket);

    await get(undefined, 'ticketType/list', { exhibitionId: 'demo' });
    await get(undefined, 'ticketType/detail', { id: T.visitor });
    await post(buyer, 'order/quote', { exhibitionId: 'demo', lines: [{ ticketTypeId: T.visitor, quantity: 1 }] });
    const free = await post(buyer, 'order/create', { exhibitionId: 'demo', lines: [{ ticketTypeId: T.visitor, quantity: 1 }], attendees: [] });
    await get(buyer, 'order/detail', { orderId: free.orderId });
    const vip = (await shop.createOrder(buyer, { lines: [{ ticketTypeId: T.vip, quantity: 1 }] })).body.data;
    await post(buyer, 'order/cancel', { orderId: vip.orderId });
    await get(buyer, 'order/list', { exhibitionId: 'demo', current: '1', size: '10' });
    await post(unpaid, 'order/change', { orderId: SEED.ticketing.unpaidOrderId, lines: [{ ticketTypeId: T.vip, quantity: 1 }] });
    await post(unpaid, 'order/pay', { orderId: SEED.ticketing.unpaidOrderId, channel: 'h5', returnUrl: `${server.url}/#/payTransition` });
    await get(unpaid, 'order/payStatus', { orderId: SEED.ticketing.unpaidOrderId });
    await get(paid, 'order/upgradeOptions', { ticketId: SEED.ticketing.paidTicketId });
    await post(paid, 'order/upgrade', { ticketId: SEED.ticketing.paidTicketId, targetTicketTypeId: T.vip });
    await get(buyer, 'ticket/list', { exhibitionId: 'demo', scope: 'valid' });
    await get(buyer, 'ticket/detail', { ticketId: free.ticketIds[0] });
    await get(buyer, 'ticket/calendar', { ticketId: free.ticketIds[0] });
    await post(paid, 'ticket/reportLoss', { ticketId: SEED.ticketing.paidTicketId });
    await get(undefined, 'journal/list', { exhibitionId: 'demo' });
    await post(buyer, 'journal/order', {
      journalId: SEED.ticketing.journalId,
      quantity: 1,
      address: { name: '孔购票', phone: P.ticketBuyer, province: '上海市', city: '上海市', district: '浦东新区', detail: '世博大道 1500 号' },
  });
  });

/** The prepay id in an H5 address is random: the same in both runs once masked. */
const withoutRandom = (key: string, body: unknown) => (key.endsWith('order/pay') ? JSON.parse(JSON.stringify(body).replace(/prepayId=wx[0-9a-f]+/, 'prepayId=wx')) : body);

describe('the ticketing routes with the Jackson-nulls switch', () => {
  const runs = jacksonSwitchChecks(TICKETING_REPLY_DATA, everyTicketingReply, withoutRandom);
  const jackson = { get: (key: string) => runs.jackson.get(key) };

  it('write an absent limit as -1, an absent discount state and code as "", and the other channels of a pay start as placeholders', () => {
    const visitor = jackson.get(`GET ${RC}ticketType/detail`)!.body.data;
    expect(visitor).toMatchObject({ remaining: -1, limitPerUser: -1, attendeeFields: [] });
    expect(jackson.get(`POST ${RC}order/quote`)!.body.data).toMatchObject({ discountCode: '', discountState: '', lines: [{ discountState: '' }] });
    expect(jackson.get(`POST ${RC}order/pay`)!.body.data).toMatchObject({ channel: 'h5', jsapi: {} });
    expect(jackson.get(`POST ${RC}order/create`)!.body.data).toMatchObject({ parentOrderId: '', discountCode: '', address: {} });
    expect(jackson.get(`GET ${RC}ticket/detail`)!.body.data).toMatchObject({ revokedReason: '', replacedBy: '' });
  });

  it('leave a commerce failure’s facts in data and give a failure without facts data {}', async () => {
    const token = await shop.login(P.ticketBuyer);
    const limit = await shop.post(token, 'order/quote', { exhibitionId: 'demo', lines: [{ ticketTypeId: T.vip, quantity: 9 }] });
    const unknownCode = await shop.post(token, 'order/quote', { exhibitionId: 'demo', lines: [{ ticketTypeId: T.vip, quantity: 1 }], discountCode: 'NOPE' });
    expect(limit.body).toMatchObject({ code: 4109, success: false, data: { min: 1, max: 5 } });
    expect(unknownCode.body).toMatchObject({ code: 4113, success: false, data: {} });
  });
});
