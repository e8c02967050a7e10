// The gifting operations without a server: a stub transport answers as the backend would, so each
// test sees what was sent (or that nothing was) and what the caller gets back.
import { describe, expect, it } from 'vitest';
import { getGifting, type GiftingApi } from '../../src/gifting';
import { loose, stubbedClient as stubbed, type StubReply } from '../support/stubbed-client';

function stubbedClient(reply: StubReply = {}) {
  const { client, sent } = stubbed(reply);
  return { gifting: getGifting(client), sent };
}

const CLAIMANT = { giftId: 'gift-1', holderName: '王领票', holderPhone: '13800000121' };

describe('bad input to a gifting operation', () => {
  it.each<[string, (g: GiftingApi) => Promise<unknown>, string, string]>([
    ['createGift without a type', (g) => g.createGift.execute(loose({ quantity: 1 })), 'VALIDATION.REQUIRED', 'ticketTypeId'],
    ['createGift without a quantity', (g) => g.createGift.execute(loose({ ticketTypeId: 'tt-vip' })), 'VALIDATION.REQUIRED', 'quantity'],
    ['createGift of none', (g) => g.createGift.execute({ ticketTypeId: 'tt-vip', quantity: 0 }), 'VALIDATION.NUMBER_INVALID', 'quantity'],
    ['createGift of half a ticket', (g) => g.createGift.execute({ ticketTypeId: 'tt-vip', quantity: 0.5 }), 'VALIDATION.NUMBER_INVALID', 'quantity'],
    ['createGift of a quantity typed as text', (g) => g.createGift.execute(loose({ ticketTypeId: 'tt-vip', quantity: '2' })), 'VALIDATION.NUMBER_INVALID', 'quantity'],
    ['listGifts of a status it does not know', (g) => g.listGifts.execute(loose({ status: 'open', current: 1, size: 10 })), 'VALIDATION.OUT_OF_RANGE', 'status'],
    ['listGifts of page 0', (g) => g.listGifts.execute({ current: 0, size: 10 }), 'VALIDATION.NUMBER_INVALID', 'current'],
    ['listGifts without a size', (g) => g.listGifts.execute(loose({ current: 1 })), 'VALIDATION.REQUIRED', 'size'],
    ['fetchGift without an id', (g) => g.fetchGift.execute(loose({})), 'VALIDATION.REQUIRED', 'giftId'],
    ['cancelGift with a blank id', (g) => g.cancelGift.execute({ giftId: ' ' }), 'VALIDATION.REQUIRED', 'giftId'],
    ['fetchClaimInfo without an id', (g) => g.fetchClaimInfo.execute(loose(undefined)), 'VALIDATION.REQUIRED', 'giftId'],
    ['claimGift without the gift', (g) => g.claimGift.execute(loose({ holderName: '王领票', holderPhone: '13800000121' })), 'VALIDATION.REQUIRED', 'giftId'],
    ['claimGift without a name', (g) => g.claimGift.execute({ ...CLAIMANT, holderName: '' }), 'VALIDATION.REQUIRED', 'holderName'],
    ['claimGift without a phone', (g) => g.claimGift.execute(loose({ giftId: 'gift-1', holderName: '王领票' })), 'VALIDATION.REQUIRED', 'holderPhone'],
    ['claimGift with a phone that is none', (g) => g.claimGift.execute({ ...CLAIMANT, holderPhone: '12' }), 'VALIDATION.PHONE_INVALID', 'holderPhone'],
    ['claimGift with an e-mail that is none', (g) => g.claimGift.execute({ ...CLAIMANT, holderEmail: 'wang@' }), 'VALIDATION.EMAIL_INVALID', 'holderEmail'],
  ])('%s resolves to %s about %s, sending nothing', async (_case, run, code, field) => {
    const { gifting, sent } = stubbedClient();

    const result = await run(gifting);

    expect(result).toMatchObject({ ok: false, error: { code, field } });
    expect(sent).toEqual([]);
  });
});

describe('what the gifting operations send', () => {
  it('names the exhibition of the session, and no status when listing every gift', async () => {
    const { gifting, sent } = stubbedClient({ data: {} });

    await gifting.listGiftable.execute();
    await gifting.createGift.execute({ ticketTypeId: 'tt-vip', quantity: 2 });
    await gifting.listGifts.execute({ current: 1, size: 10 });
    await gifting.listGifts.execute({ status: 'pending', current: 2, size: 10 });

    expect(sent.map((request) => [request.method, request.path, request.body ?? request.query])).toEqual([
      ['GET', '/api/ef-registration-client/give/giftable', { exhibitionId: 'demo' }],
      ['POST', '/api/ef-registration-client/give/create', { exhibitionId: 'demo', ticketTypeId: 'tt-vip', quantity: 2 }],
      ['GET', '/api/ef-registration-client/give/list', { exhibitionId: 'demo', status: undefined, current: 1, size: 10 }],
      ['GET', '/api/ef-registration-client/give/list', { exhibitionId: 'demo', status: 'pending', current: 2, size: 10 }],
    ]);
  });

  it('sends the claimant\'s details trimmed, leaves out a blank e-mail and company, and carries the caller\'s key', async () => {
    const { gifting, sent } = stubbedClient({ data: {} });

    await gifting.claimGift.execute({ ...CLAIMANT, holderName: ' 王领票 ', holderEmail: ' ', company: ' 广交会 ' }, { idempotencyKey: 'claim-gift-1' });

    expect(sent[0]?.body).toEqual({ giftId: 'gift-1', holderName: '王领票', holderPhone: '13800000121', holderEmail: undefined, company: '广交会' });
    expect(sent[0]?.headers['Idempotency-Key']).toBe('claim-gift-1');
  });

  it('gives each write its own key unless the caller passes one', async () => {
    const { gifting, sent } = stubbedClient({ data: {} });

    await gifting.createGift.execute({ ticketTypeId: 'tt-vip', quantity: 1 }, { idempotencyKey: 'gift-once' });
    await gifting.cancelGift.execute({ giftId: 'gift-1' });
    await gifting.cancelGift.execute({ giftId: 'gift-1' });

    const keys = sent.map((request) => request.headers['Idempotency-Key']);
    expect(keys[0]).toBe('gift-once');
    expect(keys[1]).toEqual(expect.any(String));
    expect(keys[2]).not.toBe(keys[1]);
  });

  it.each([
    [4202, 'GIFT.NOT_FOUND'],
    [4203, 'GIFT.ALREADY_CLAIMED'],
    [4204, 'GIFT.OWN_GIFT'],
    [4205, 'GIFT.CANCELLED'],
    [4206, 'GIFT.EXPIRED'],
    [4207, 'GIFT.ALL_CLAIMED'],
  ])('reads a claim refused with wire code %i as %s', async (code, expected) => {
    const { gifting } = stubbedClient({ status: 400, body: { code, success: false, msg: '无法领取', data: {} } });

    const claim = await gifting.claimGift.execute(CLAIMANT);

    expect(claim).toMatchObject({ ok: false, error: { code: expected, detail: '无法领取' } });
  });

  it('reads a gift of more than there is as GIFT.NOTHING_TO_GIVE with what is available', async () => {
    const { gifting } = stubbedClient({ status: 400, body: { code: 4201, success: false, msg: '可赠数量不足', data: { available: 1 } } });

    const gift = await gifting.createGift.execute({ ticketTypeId: 'tt-vip', quantity: 3 });

    expect(gift).toMatchObject({ ok: false, error: { code: 'GIFT.NOTHING_TO_GIVE', params: { available: '1' } } });
  });

  it('reads a cancel with nothing left as GIFT.NOTHING_TO_CANCEL', async () => {
    const { gifting } = stubbedClient({ status: 400, body: { code: 4208, success: false, msg: '已全部领取', data: {} } });

    const cancelled = await gifting.cancelGift.execute({ giftId: 'gift-1' });

    expect(cancelled).toMatchObject({ ok: false, error: { code: 'GIFT.NOTHING_TO_CANCEL' } });
  });
});
