import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SEED } from '../../data/seed.constants';
import { contractHttp } from '../../test-support/contract-http';
import { prepayIdOf, ticketingHttp } from '../../test-support/ticketing-http';
import { ticketingTestServer } from '../../test-support/ticketing-test-server';
import { startContractServer, type ContractServer } from '../start-contract-server';
import { staticCodeOf } from './ticket-codes';

const { server, http, shop } = await ticketingTestServer();

const P = SEED.phones;
const T = SEED.ticketing.types;
const TICKET_ID = SEED.ticketing.paidTicketId;

const tickets = async (token: string, scope: 'valid' | 'history', page: Record<string, string> = {}) =>
  (await shop.get(token, 'ticket/list', { exhibitionId: 'demo', scope, ...page })).body.data;
const ticketOf = async (token: string, ticketId: string) => (await shop.get(token, 'ticket/detail', { ticketId })).body.data;
const verify = async (code: string) => (await http.call('POST', '/__contract/ticket-code/verify', { body: { code } })).body;

/** The rotating code exactly as docs/endpoints.md says the wallet computes it (independent of the server's code). */
const walletCode = (ticketId: string, secret: string, step: number) =>
  `FP2.${ticketId}.${step}.${createHmac('sha256', Buffer.from(secret, 'base64')).update(String(step), 'utf8').digest('hex').slice(0, 16)}`;

describe('the wallet', () => {
  it('shows the paid ticket with the rotation of demo and the server time, and never its static code', async () => {
    const token = await shop.login(P.paidTicket);
    const { records, total } = await tickets(token, 'valid');
    expect(total).toBe(1);
    expect(records[0]).toMatchObject({
      ticketId: TICKET_ID,
      orderId: SEED.ticketing.paidOrderId,
      ticketTypeId: T.trade,
      name: '专业观众通票',
      nameEn: 'Trade visitor pass',
      holderName: '严升级',
      holderPhone: P.paidTicket,
      holderEmail: 'buyer112@example.com',
      issueStatus: 'issued',
      entryStatus: 'not_entered',
      rotation: { secret: expect.any(String), stepSeconds: 30 },
      serverTime: expect.any(Number),
    });
    expect(records[0]).not.toHaveProperty('code');
    expect(await ticketOf(token, TICKET_ID)).not.toHaveProperty('code');
    expect(Buffer.from(records[0].rotation.secret, 'base64')).toHaveLength(32);
    expect(await tickets(token, 'history')).toMatchObject({ total: 0, records: [] });
  });

  it('sends the static code instead of the rotation where the exhibition does not rotate codes', async () => {
    server.state.exhibition('demo')!.functionConfig.ticketQrRotating = 0;
    const token = await shop.login(P.paidTicket);
    const ticket = await ticketOf(token, TICKET_ID);
    expect(ticket).not.toHaveProperty('rotation');
    expect(ticket.code).toMatch(new RegExp(`^FP1\\.${TICKET_ID}\\.[0-9a-f]{16}$`));
    expect(await verify(ticket.code)).toEqual({ valid: true, kind: 'static', ticketId: TICKET_ID });
  });

  it('pages through the bulk buyer’s 50 valid tickets', async () => {
    const token = await shop.login(P.bulkBuyer);
    const first = await tickets(token, 'valid', { current: '1', size: '20' });
    expect(first).toMatchObject({ total: 50, size: 20, current: 1, pages: 3 });
    const third = await tickets(token, 'valid', { current: '3', size: '20' });
    expect(third.records).toHaveLength(10);
    const ids = new Set([...first.records, ...(await tickets(token, 'valid', { current: '2', size: '20' })).records, ...third.records].map((t: { ticketId: string }) => t.ticketId));
    expect(ids.size).toBe(50);
  });

  it('refuses a scope other than valid or history, and a ticket that is not the caller’s', async () => {
    const token = await shop.login(P.ticketBuyer);
    expect((await shop.get(token, 'ticket/list', { exhibitionId: 'demo', scope: 'all' })).status).toBe(400);
    expect((await shop.get(token, 'ticket/detail', { ticketId: TICKET_ID })).body).toMatchObject({ code: 400, msg: '门票不存在' });
  });
});

describe('reporting a lost badge', () => {
  it('revokes the old ticket (history, revokedReason lost) and issues a new one with a new code', async () => {
    const token = await shop.login(P.paidTicket);
    const old = await ticketOf(token, TICKET_ID);
    const { body } = await shop.post(token, 'ticket/reportLoss', { ticketId: TICKET_ID });
    expect(body.data).toMatchObject({ ticketTypeId: T.trade, holderName: '严升级', issueStatus: 'issued', orderId: SEED.ticketing.paidOrderId });
    expect(body.data).not.toHaveProperty('code');
    expect(body.data.ticketId).not.toBe(TICKET_ID);
    expect(body.data.rotation.secret).not.toBe(old.rotation.secret);
    expect((await tickets(token, 'valid')).records.map((t: { ticketId: string }) => t.ticketId)).toEqual([body.data.ticketId]);
    expect((await tickets(token, 'history')).records).toEqual([expect.objectContaining({ ticketId: TICKET_ID, issueStatus: 'revoked', revokedReason: 'lost', replacedBy: body.data.ticketId })]);
    const step = Math.floor(server.now() / 30_000);
    expect(await verify(walletCode(TICKET_ID, old.rotation.secret, step))).toMatchObject({ valid: false, reason: 'revoked' });
    expect(await verify(walletCode(body.data.ticketId, body.data.rotation.secret, step))).toMatchObject({ valid: true, kind: 'rotating' });
  });

  it('refuses a ticket already revoked, and a locked (given-away) ticket with 4114', async () => {
    const token = await shop.login(P.paidTicket);
    await shop.post(token, 'ticket/reportLoss', { ticketId: TICKET_ID });
    expect((await shop.post(token, 'ticket/reportLoss', { ticketId: TICKET_ID })).body).toMatchObject({ code: 400, msg: '该票已作废' });
    const bulk = await shop.login(P.bulkBuyer);
    const [given] = (await tickets(bulk, 'valid')).records;
    server.state.ticketing.tickets.find(given.ticketId)!.issueStatus = 'locked';
    expect((await shop.post(bulk, 'ticket/reportLoss', { ticketId: given.ticketId })).body).toMatchObject({ code: 4114 });
    expect(await ticketOf(bulk, given.ticketId)).not.toHaveProperty('code');
  });
});

describe('upgrading a ticket', () => {
  it('offers only higher types on sale, with the difference', async () => {
    const token = await shop.login(P.paidTicket);
    const { body } = await shop.get(token, 'order/upgradeOptions', { ticketId: TICKET_ID });
    expect(body.data).toEqual([{ ticketTypeId: T.vip, name: 'VIP 贵宾票', nameEn: 'VIP ticket', price: '128.00', difference: '70.00', currency: 'CNY' }]);
  });

  it('charges the difference in a child order and, once paid, revokes the old ticket (upgraded) and issues the higher one', async () => {
    const token = await shop.login(P.paidTicket);
    const { body } = await shop.post(token, 'order/upgrade', { ticketId: TICKET_ID, targetTicketTypeId: T.vip });
    expect(body.data).toMatchObject({
      kind: 'upgrade',
      parentOrderId: SEED.ticketing.paidOrderId,
      total: '70.00',
      orderStatus: 'reserved',
      paymentStatus: 'awaiting',
      lines: [{ ticketTypeId: T.vip, quantity: 1, unitPrice: '70.00', amount: '70.00' }],
    });
    const again = await shop.post(token, 'order/upgrade', { ticketId: TICKET_ID, targetTicketTypeId: T.vip });
    expect(again.body.data.orderId).toBe(body.data.orderId);

    const pay = await shop.payH5(token, body.data.orderId);
    expect(server.settleJsapi(prepayIdOf(pay.body.data.h5Url), 'ok')).toMatchObject({ ok: true, paymentStatus: 'received' });
    const order = (await shop.get(token, 'order/detail', { orderId: body.data.orderId })).body.data;
    const higher = await ticketOf(token, order.ticketIds[0]);
    expect(higher).toMatchObject({ ticketTypeId: T.vip, holderName: '严升级', issueStatus: 'issued', orderId: body.data.orderId });
    expect(await ticketOf(token, TICKET_ID)).toMatchObject({ issueStatus: 'revoked', revokedReason: 'upgraded', replacedBy: higher.ticketId });
  });

  it('refuses 4111 for a type that is not higher, or a ticket no longer valid; 4104 for a sold-out target', async () => {
    const token = await shop.login(P.paidTicket);
    expect((await shop.post(token, 'order/upgrade', { ticketId: TICKET_ID, targetTicketTypeId: T.visitor })).body.code).toBe(4111);
    expect((await shop.post(token, 'order/upgrade', { ticketId: TICKET_ID, targetTicketTypeId: T.soldOut })).body.code).toBe(4104);
    await shop.post(token, 'ticket/reportLoss', { ticketId: TICKET_ID });
    expect((await shop.get(token, 'order/upgradeOptions', { ticketId: TICKET_ID })).body.code).toBe(4111);
  });
});

describe('the gate’s check of a ticket code', () => {
  // A clock standing 10 s into a 30-second step, so no step turns while a test runs.
  const STEP = 59_253_360;
  let gate: ContractServer;
  let gateShop: ReturnType<typeof ticketingHttp>;
  const gateVerify = async (code: string) => (await contractHttp(gate.url).call('POST', '/__contract/ticket-code/verify', { body: { code } })).body;

  beforeAll(async () => {
    gate = await startContractServer({ port: 0, now: () => STEP * 30_000 + 10_000 });
    gateShop = ticketingHttp(contractHttp(gate.url));
  });
  afterAll(() => gate.close());
  beforeEach(() => gate.reset());

  const secretOf = async () => {
    const token = await gateShop.login(P.paidTicket);
    return (await gateShop.get(token, 'ticket/detail', { ticketId: TICKET_ID })).body.data.rotation.secret as string;
  };

  it('accepts the rotating code of the current and of the previous 30-second step, and no older or later one', async () => {
    const secret = await secretOf();
    expect(await gateVerify(walletCode(TICKET_ID, secret, STEP))).toEqual({ valid: true, kind: 'rotating', ticketId: TICKET_ID });
    expect(gate.verifyTicketCode(walletCode(TICKET_ID, secret, STEP - 1))).toMatchObject({ valid: true });
    expect(await gateVerify(walletCode(TICKET_ID, secret, STEP - 2))).toMatchObject({ valid: false, reason: 'invalid' });
    expect(await gateVerify(walletCode(TICKET_ID, secret, STEP + 1))).toMatchObject({ valid: false, reason: 'invalid' });
  });

  it('follows the server clock: a code goes stale a step after the clock moves on', async () => {
    const code = walletCode(TICKET_ID, await secretOf(), STEP);
    gate.advanceClock(30);
    expect(await gateVerify(code)).toMatchObject({ valid: true });
    gate.advanceClock(30);
    expect(await gateVerify(code)).toMatchObject({ valid: false });
  });

  it('refuses the static code of a wallet ticket: where codes rotate, the rotating QR is the ticket', async () => {
    // What the organiser's print would carry; the wallet's reads never hold it.
    expect(await gateVerify(staticCodeOf(TICKET_ID))).toEqual({ valid: false, kind: 'static', ticketId: TICKET_ID, reason: 'wallet_ticket' });
  });

  it('accepts the static code where codes do not rotate, and refuses a forged one, a stranger’s text and a rotating code there', async () => {
    const secret = await secretOf();
    gate.state.exhibition('demo')!.functionConfig.ticketQrRotating = 0;
    const token = await gateShop.login(P.paidTicket);
    const { code } = (await gateShop.get(token, 'ticket/detail', { ticketId: TICKET_ID })).body.data;
    expect(await gateVerify(code)).toEqual({ valid: true, kind: 'static', ticketId: TICKET_ID });
    expect(await gateVerify(code.replace(/.$/, (c: string) => (c === '0' ? '1' : '0')))).toMatchObject({ valid: false, reason: 'invalid' });
    expect(await gateVerify('hello')).toEqual({ valid: false, reason: 'malformed' });
    expect(await gateVerify(walletCode(TICKET_ID, secret, STEP))).toMatchObject({ valid: false, reason: 'not_rotating' });
  });
});
