import { describe, expect, it } from 'vitest';
import { SEED } from '../../data/seed.constants';
import { aftersalesHttp } from '../../test-support/aftersales-http';
import { ticketingTestServer } from '../../test-support/ticketing-test-server';
import { staticCodeOf } from '../ticketing/ticket-codes';

const { server, http, shop } = await ticketingTestServer();
const hooks = aftersalesHttp(http);

const P = SEED.phones;
const A = SEED.aftersales;
const T = SEED.ticketing.types;
const claimant = { holderName: '王领票', holderPhone: P.giftClaimant, holderEmail: 'claim@example.com', company: '领票公司' };

const tickets = async (token: string, scope: 'valid' | 'history') => (await shop.get(token, 'ticket/list', { exhibitionId: 'demo', scope })).body.data.records;
const giftable = async (token: string) => (await shop.get(token, 'give/giftable', { exhibitionId: 'demo' })).body.data;
const userOf = (phone: string) => server.state.userById(`u-demo-${phone}`);

describe('the seeded gift', () => {
  it('holds one of 13800000120’s three VIP tickets, locked, 72 hours to go', async () => {
    const token = await shop.login(P.giftGiver);
    const { body } = await shop.get(token, 'give/detail', { giftId: A.giftId });
    expect(body.data).toMatchObject({ giftId: A.giftId, exhibitionId: 'demo', ticketTypeId: T.vip, name: 'VIP 贵宾票', quantity: 1, claimedCount: 0, status: 'pending', claims: [], giverName: '周礼', remainingSeconds: 72 * 3600 });
    const valid = await tickets(token, 'valid');
    expect(valid).toHaveLength(3);
    const locked = valid.find((t: { ticketId: string }) => t.ticketId === A.giftedTicketId);
    expect(locked).toMatchObject({ issueStatus: 'locked', lockedBy: 'gift', giftId: A.giftId });
    expect(locked).not.toHaveProperty('code');
    expect(locked).not.toHaveProperty('rotation');
    expect(await giftable(token)).toEqual([{ ticketTypeId: T.vip, name: 'VIP 贵宾票', nameEn: 'VIP ticket', available: 2 }]);
  });

  it('shows its claim page without a token, and the link claims it for 13800000121 (signed up at first login)', async () => {
    expect(userOf(P.giftClaimant)).toBeUndefined();
    const info = await shop.get(undefined, 'give/claimInfo', { giftId: A.giftId });
    expect(info.body.data).toMatchObject({ giftId: A.giftId, giverName: '周礼', name: 'VIP 贵宾票', nameEn: 'VIP ticket', quantity: 1, left: 1, status: 'pending', serverTime: expect.any(Number) });
    const link = new URL(A.claimLink);
    expect(link.searchParams.get('ticketGiveRecordId')).toBe(A.giftId);
    expect(link.searchParams.get('registrationSource')).toBe('giveCard');

    const token = await shop.login(P.giftClaimant);
    expect(userOf(P.giftClaimant)).toMatchObject({ isHaveTicket: 0 });
    const { body } = await shop.post(token, 'give/claim', { giftId: A.giftId, ...claimant });
    expect(body.data).toMatchObject({ ticketTypeId: T.vip, holderName: '王领票', holderPhone: P.giftClaimant, holderEmail: 'claim@example.com', issueStatus: 'issued', rotation: expect.objectContaining({ secret: expect.any(String) }) });
    expect(body.data.ticketId).not.toBe(A.giftedTicketId);
    expect(body.data).not.toHaveProperty('lockedBy');
    expect(userOf(P.giftClaimant)).toMatchObject({ isHaveTicket: 1 });
    expect((await tickets(token, 'valid')).map((t: { ticketId: string }) => t.ticketId)).toEqual([body.data.ticketId]);

    const giver = await shop.login(P.giftGiver);
    const old = (await shop.get(giver, 'ticket/detail', { ticketId: A.giftedTicketId })).body.data;
    expect(old).toMatchObject({ issueStatus: 'revoked', revokedReason: 'gifted' });
    expect(old).not.toHaveProperty('lockedBy');
    expect(server.verifyTicketCode(staticCodeOf(A.giftedTicketId))).toMatchObject({ valid: false, reason: 'revoked' });
    const gift = (await shop.get(giver, 'give/detail', { giftId: A.giftId })).body.data;
    expect(gift).toMatchObject({ status: 'claimed', claimedCount: 1, remainingSeconds: 0, claims: [{ ticketId: A.giftedTicketId, claimantName: '王*', claimTime: expect.any(String) }] });
    expect((await shop.get(undefined, 'give/claimInfo', { giftId: A.giftId })).body.data).toMatchObject({ left: 0, status: 'claimed' });
  });
});

describe('making and cancelling gifts', () => {
  it('locks the chosen tickets in a gift with an unguessable id, and cancelling gives them back', async () => {
    const token = await shop.login(P.giftGiver);
    const { body } = await shop.post(token, 'give/create', { exhibitionId: 'demo', ticketTypeId: T.vip, quantity: 2 });
    expect(body.data).toMatchObject({ quantity: 2, claimedCount: 0, status: 'pending', giverName: '周礼', remainingSeconds: 72 * 3600 });
    expect(body.data.giftId).toMatch(/^[0-9a-f]{16}$/);
    expect(await giftable(token)).toEqual([]);
    const locked = (await tickets(token, 'valid')).filter((t: { giftId?: string }) => t.giftId === body.data.giftId);
    expect(locked).toHaveLength(2);
    expect((await shop.post(token, 'ticket/reportLoss', { ticketId: locked[0].ticketId })).body.code).toBe(4114);

    const cancelled = await shop.post(token, 'give/cancel', { giftId: body.data.giftId });
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', remainingSeconds: 0 });
    expect(await giftable(token)).toEqual([expect.objectContaining({ available: 2 })]);
    expect((await shop.post(token, 'give/cancel', { giftId: body.data.giftId })).body).toMatchObject({ code: 4208, success: false });
  });

  it('lists the caller’s gifts newest first, by status, paged', async () => {
    const token = await shop.login(P.giftGiver);
    const made = (await shop.post(token, 'give/create', { exhibitionId: 'demo', ticketTypeId: T.vip, quantity: 1 })).body.data;
    await shop.post(token, 'give/cancel', { giftId: made.giftId });
    const list = (query: Record<string, string>) => shop.get(token, 'give/list', { exhibitionId: 'demo', ...query });
    expect((await list({})).body.data).toMatchObject({ total: 2, current: 1, size: 10, pages: 1, records: [{ giftId: made.giftId }, { giftId: A.giftId }] });
    expect((await list({ status: 'pending' })).body.data.records.map((g: { giftId: string }) => g.giftId)).toEqual([A.giftId]);
    expect((await list({ status: 'cancelled', current: '1', size: '1' })).body.data).toMatchObject({ total: 1, records: [{ giftId: made.giftId }] });
    expect((await list({ current: '2', size: '1' })).body.data.records).toEqual([expect.objectContaining({ giftId: A.giftId })]);
    expect((await list({ status: 'lost' })).body).toMatchObject({ code: 400 });
  });

  it('makes one gift of a repeated Idempotency-Key', async () => {
    const token = await shop.login(P.giftGiver);
    const first = await shop.post(token, 'give/create', { exhibitionId: 'demo', ticketTypeId: T.vip, quantity: 1 }, 'gift-tap');
    const again = await shop.post(token, 'give/create', { exhibitionId: 'demo', ticketTypeId: T.vip, quantity: 1 }, 'gift-tap');
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.data.giftId).toBe(first.body.data.giftId);
    expect(server.state.ticketing.gifts.every()).toHaveLength(2);
    expect(await giftable(token)).toEqual([expect.objectContaining({ available: 1 })]);
  });

  it('4201 for more than the caller can give (with what they can), a plain 400 for a quantity that is not a positive whole number', async () => {
    const token = await shop.login(P.giftGiver);
    expect((await shop.post(token, 'give/create', { exhibitionId: 'demo', ticketTypeId: T.vip, quantity: 3 })).body).toMatchObject({ code: 4201, data: { available: 2 } });
    expect((await shop.post(token, 'give/create', { exhibitionId: 'demo', ticketTypeId: T.trade, quantity: 1 })).body).toMatchObject({ code: 4201, data: { available: 0 } });
    for (const quantity of [0, -1, 1.5, 'two']) expect((await shop.post(token, 'give/create', { exhibitionId: 'demo', ticketTypeId: T.vip, quantity })).body.code).toBe(400);
  });

  it('4202 for a gift id of nobody’s, or of someone else’s, and the bearer on everything but claimInfo', async () => {
    const stranger = await shop.login(P.aftersalesBuyer);
    expect((await shop.get(stranger, 'give/detail', { giftId: A.giftId })).body).toMatchObject({ code: 4202 });
    expect((await shop.post(stranger, 'give/cancel', { giftId: A.giftId })).body).toMatchObject({ code: 4202 });
    expect((await shop.get(undefined, 'give/claimInfo', { giftId: '0123456789abcdef' })).body).toMatchObject({ code: 4202 });
    expect((await shop.post(stranger, 'give/claim', { giftId: 'nope', ...claimant })).body).toMatchObject({ code: 4202 });
    expect((await shop.get(undefined, 'give/detail', { giftId: A.giftId })).status).toBe(401);
    expect((await shop.get(undefined, 'give/giftable', { exhibitionId: 'demo' })).status).toBe(401);
  });
});

describe('claiming', () => {
  it('4204 own gift, 4203 a second claim by the same person, 4207 once every ticket is claimed', async () => {
    const giver = await shop.login(P.giftGiver);
    const gift = (await shop.post(giver, 'give/create', { exhibitionId: 'demo', ticketTypeId: T.vip, quantity: 1 })).body.data;
    expect((await shop.post(giver, 'give/claim', { giftId: gift.giftId, ...claimant })).body).toMatchObject({ code: 4204 });
    const first = await shop.login(P.giftClaimant);
    expect((await shop.post(first, 'give/claim', { giftId: gift.giftId, ...claimant })).status).toBe(200);
    const claimed = (await shop.post(first, 'give/claim', { giftId: gift.giftId, ...claimant })).body;
    expect(claimed).toMatchObject({ code: 4203, data: { ticketId: expect.stringMatching(/^\d{19}$/) } });
    // The link opened again by the claimant leads to their ticket (issue 28); to anyone else it does not.
    expect((await shop.get(first, 'give/claimInfo', { giftId: gift.giftId })).body.data).toMatchObject({ status: 'claimed', claimedTicketId: claimed.data.ticketId });
    expect((await shop.get(undefined, 'give/claimInfo', { giftId: gift.giftId })).body.data).not.toHaveProperty('claimedTicketId');
    expect((await shop.get(giver, 'give/claimInfo', { giftId: gift.giftId })).body.data).not.toHaveProperty('claimedTicketId');
    const second = await shop.login(P.aftersalesBuyer);
    expect((await shop.post(second, 'give/claim', { giftId: gift.giftId, holderName: '李雷', holderPhone: P.aftersalesBuyer })).body).toMatchObject({ code: 4207 });
  });

  it('4205 after a cancel; a plain 400 for missing or invalid holder details', async () => {
    const giver = await shop.login(P.giftGiver);
    const token = await shop.login(P.giftClaimant);
    expect((await shop.post(token, 'give/claim', { giftId: A.giftId, holderName: '', holderPhone: P.giftClaimant })).body).toMatchObject({ code: 400 });
    expect((await shop.post(token, 'give/claim', { giftId: A.giftId, holderName: '王领票', holderPhone: '12345' })).body).toMatchObject({ code: 400 });
    expect((await shop.post(token, 'give/claim', { giftId: A.giftId, holderName: '王领票', holderPhone: P.giftClaimant, holderEmail: 'not-mail' })).body).toMatchObject({ code: 400 });
    await shop.post(giver, 'give/cancel', { giftId: A.giftId });
    expect((await shop.post(token, 'give/claim', { giftId: A.giftId, ...claimant })).body).toMatchObject({ code: 4205 });
  });

  it('expires 72 hours after it was made on the server clock: 4206, the ticket back with the giver', async () => {
    // Tokens age with the clock: log in again after moving it.
    await hooks.advance(72 * 3600 - 1);
    const giver = await shop.login(P.giftGiver);
    expect((await shop.get(giver, 'give/detail', { giftId: A.giftId })).body.data).toMatchObject({ status: 'pending', remainingSeconds: 1 });
    await hooks.advance(1);
    expect((await shop.get(undefined, 'give/claimInfo', { giftId: A.giftId })).body.data).toMatchObject({ status: 'expired', left: 0 });
    const token = await shop.login(P.giftClaimant);
    expect((await shop.post(token, 'give/claim', { giftId: A.giftId, ...claimant })).body).toMatchObject({ code: 4206 });
    const fresh = await shop.login(P.giftGiver);
    expect((await shop.get(fresh, 'ticket/detail', { ticketId: A.giftedTicketId })).body.data).toMatchObject({ issueStatus: 'issued', rotation: expect.objectContaining({ secret: expect.any(String) }) });
    expect(await giftable(fresh)).toEqual([expect.objectContaining({ available: 3 })]);
    expect((await shop.post(fresh, 'give/cancel', { giftId: A.giftId })).body.code).toBe(4208);
  });

  it('takes the giver’s last ticket away from isHaveTicket', async () => {
    const paid = await shop.login(P.paidTicket);
    const gift = (await shop.post(paid, 'give/create', { exhibitionId: 'demo', ticketTypeId: T.trade, quantity: 1 })).body.data;
    expect(userOf(P.paidTicket)).toMatchObject({ isHaveTicket: 1 });
    await shop.post(await shop.login(P.giftClaimant), 'give/claim', { giftId: gift.giftId, ...claimant });
    expect(userOf(P.paidTicket)).toMatchObject({ isHaveTicket: 0 });
  });
});
