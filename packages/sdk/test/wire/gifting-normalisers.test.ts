// The gifting replies as the real backend's Jackson setup writes them ("" / -1 / {} / [] / false for
// what is absent) come back equal to the plain replies, and a plain reply passes unchanged (the same object).
import type { Page } from '@fairpass/domain';
import type { Gift, GiftableType, GiftClaimInfo } from '@fairpass/domain/gifting';
import type { Ticket } from '@fairpass/domain/ticketing';
import { describe, expect, it } from 'vitest';
import { normaliseGift, normaliseGiftableTypes, normaliseGiftClaimInfo, normaliseGiftPage, normaliseTicket } from '../../src/gifting/gifting.normalisers';

/** Both directions for one type: Jackson → plain, plain → the very same plain object. */
function expectReadsBack<T>(normalise: (raw: unknown) => T, jackson: unknown, plain: T): void {
  expect(normalise(jackson)).toEqual(plain);
  expect(normalise(plain)).toBe(plain);
  expect(normalise(JSON.parse(JSON.stringify(plain)))).toEqual(plain);
}

const GIFT: Gift = {
  giftId: 'gift-1',
  exhibitionId: 'demo',
  ticketTypeId: 'tt-vip',
  name: 'VIP 票',
  nameEn: 'VIP ticket',
  quantity: 2,
  claimedCount: 1,
  status: 'pending',
  claims: [{ ticketId: 't-9', claimantName: '王*', claimTime: '2026-05-01 11:00:00' }],
  createTime: '2026-05-01 10:00:00',
  expireTime: '2026-05-04 10:00:00',
  serverTime: 1_777_600_800_000,
  remainingSeconds: 255_600,
  giverName: '赵*',
};

describe('reading gifts', () => {
  it('keeps a gift as sent, its claims included', () => {
    expectReadsBack(normaliseGift, { ...GIFT, claims: [...GIFT.claims] }, GIFT);
  });

  it('reads a gift nobody claimed from: no claims ([] or null) and none claimed (0)', () => {
    const open: Gift = { ...GIFT, claimedCount: 0, claims: [] };
    expectReadsBack(normaliseGift, { ...open, claims: null }, open);
    expectReadsBack(normaliseGift, { ...open, claims: [] }, open);
  });

  it('reads a null text as "" and keeps an unclaimed gift\'s fields', () => {
    expect(normaliseGift({ ...GIFT, giverName: null, nameEn: null })).toEqual({ ...GIFT, giverName: '', nameEn: '' });
  });

  it('reads each gift of a page, and a page of none', () => {
    const page: Page<Gift> = { records: [GIFT, { ...GIFT, giftId: 'gift-2', claims: [], claimedCount: 0 }], total: 2, size: 10, current: 1, pages: 1 };
    expectReadsBack(normaliseGiftPage, { ...page, records: [GIFT, { ...GIFT, giftId: 'gift-2', claims: null, claimedCount: 0 }] }, page);
    expect(normaliseGiftPage({ records: null, total: 0, size: 10, current: 1, pages: 0 })).toEqual({ records: [], total: 0, size: 10, current: 1, pages: 0 });
  });
});

describe('reading what can be given and a claim link\'s info', () => {
  it('reads the giftable types (null → none) and keeps none available (0)', () => {
    const types: GiftableType[] = [
      { ticketTypeId: 'tt-vip', name: 'VIP 票', nameEn: 'VIP ticket', available: 2 },
      { ticketTypeId: 'tt-free', name: '普通观众票', nameEn: '', available: 0 },
    ];
    expectReadsBack(normaliseGiftableTypes, [types[0], { ...types[1], nameEn: null }], types);
    expect(normaliseGiftableTypes(null)).toEqual([]);
  });

  it('reads the claim info', () => {
    const info: GiftClaimInfo = {
      giftId: 'gift-1',
      giverName: '赵*',
      name: 'VIP 票',
      nameEn: 'VIP ticket',
      quantity: 2,
      left: 1,
      status: 'pending',
      expireTime: '2026-05-04 10:00:00',
      serverTime: 1_777_600_800_000,
    };
    expectReadsBack(normaliseGiftClaimInfo, { ...info }, info);
  });
});

describe('reading the claimant\'s new ticket', () => {
  const TICKET: Ticket = {
    ticketId: 't-9',
    orderId: 'o-9',
    ticketTypeId: 'tt-vip',
    name: 'VIP 票',
    nameEn: 'VIP ticket',
    holderName: '王领票',
    holderPhone: '138****0121',
    issueStatus: 'issued',
    entryStatus: 'not_entered',
    code: 'FP1.t-9.signature',
    serverTime: 1_777_600_800_000,
    issueTime: '2026-05-01 11:00:00',
  };

  it('reads it as the wallet does: no e-mail, rotation, lock, gift, reason or replacement', () => {
    expectReadsBack(normaliseTicket, { ...TICKET, holderEmail: '', rotation: {}, lockedBy: '', giftId: '', revokedReason: '', replacedBy: '' }, TICKET);
  });
});
