import { describe, expect, it } from 'vitest';
import type { WaitingEntry } from './waiting-list.types';
import { activeEntryOf, offerSecondsLeft, offersFor, waitingChoiceOf, waitingQuantityErrors, waitingQuantityMax } from './waiting-rules';

const entry = (fields: Partial<WaitingEntry>): WaitingEntry => ({
  entryId: 'wl-1',
  exhibitionId: 'demo',
  ticketTypeId: 'tt-summit',
  name: '国际采购高峰论坛',
  nameEn: 'International Sourcing Summit',
  kind: 'seats',
  status: 'waiting',
  quantity: 1,
  position: 1,
  price: '298.00',
  currency: 'CNY',
  saleStartTime: '2026-05-01 10:00:00',
  remainingSeconds: 0,
  serverTime: 1_780_000_000_000,
  notifyPhone: '138****0170',
  createTime: '2026-05-12 10:00:00',
  ...fields,
});

describe('what a ticket type offers a buyer', () => {
  const soldOut = { id: 'tt-summit', saleState: 'sold_out' } as const;
  const notStarted = { id: 'tt-gala', saleState: 'not_started' } as const;

  it.each([
    ['a sold-out type, not on its list', soldOut, [], 'join'],
    ['a sold-out type, on its list', soldOut, [entry({})], 'waiting'],
    ['a sold-out type whose seats are held for the buyer', soldOut, [entry({ status: 'offered' })], 'offered'],
    ['a sold-out type the buyer left', soldOut, [entry({ status: 'left' })], 'join'],
    ['a sold-out type whose offer ran out', soldOut, [entry({ status: 'expired' })], 'join'],
    ['a sold-out type the buyer ordered from an offer', soldOut, [entry({ status: 'ordered' })], 'join'],
    ['a type on sale the buyer still waits for (their quantity did not fit)', { id: 'tt-summit', saleState: 'on_sale' }, [entry({})], 'waiting'],
    ['a type not on sale yet', notStarted, [], 'remind'],
    ['a type not on sale yet, reminder set', notStarted, [entry({ ticketTypeId: 'tt-gala', kind: 'reminder', quantity: undefined })], 'reminderSet'],
    ['a type not on sale yet, reminder cancelled', notStarted, [entry({ ticketTypeId: 'tt-gala', kind: 'reminder', status: 'left' })], 'remind'],
    ['a type on sale', { id: 'tt-vip', saleState: 'on_sale' }, [], 'none'],
    ['a type whose sale ended', { id: 'tt-old', saleState: 'ended' }, [], 'none'],
    ['a sold-out type, the buyer on another type’s list', soldOut, [entry({ ticketTypeId: 'tt-other' })], 'join'],
  ] as const)('%s: %s', (_what, type, entries, kind) => {
    expect(waitingChoiceOf(type, entries).kind).toBe(kind);
  });

  it('hands the entry to the screen with the choice', () => {
    const offered = entry({ status: 'offered' });
    expect(waitingChoiceOf(soldOut, [entry({ entryId: 'old', status: 'expired' }), offered])).toEqual({ kind: 'offered', entry: offered });
    expect(activeEntryOf('tt-summit', [entry({ status: 'left' })])).toBeUndefined();
  });
});

describe('how many tickets one waits for', () => {
  it('as many as one order takes, lowered to what the per-person limit leaves', () => {
    expect(waitingQuantityMax({ maxPerOrder: 2 })).toBe(2);
    expect(waitingQuantityMax({ maxPerOrder: 5, limitPerUser: 3 }, 1)).toBe(2);
    expect(waitingQuantityMax({ maxPerOrder: 5, limitPerUser: 1 }, 1)).toBe(0);
    expect(waitingQuantityMax({ maxPerOrder: 5, limitPerUser: 1 }, 4)).toBe(0);
  });

  it.each([
    [1, {}],
    [2, {}],
    [0, { quantity: ['VALIDATION.OUT_OF_RANGE'] }],
    [3, { quantity: ['VALIDATION.OUT_OF_RANGE'] }],
    [1.5, { quantity: ['VALIDATION.OUT_OF_RANGE'] }],
    [Number.NaN, { quantity: ['VALIDATION.OUT_OF_RANGE'] }],
  ])('%s of at most 2: %j', (quantity, errors) => {
    expect(waitingQuantityErrors(quantity, { min: 1, max: 2 })).toEqual(errors);
  });
});

describe('who is offered the seats that come back', () => {
  const line = [
    { entryId: 'a', quantity: 2 },
    { entryId: 'b', quantity: 1 },
    { entryId: 'c', quantity: 1 },
  ];

  it.each([
    [0, []],
    [1, ['b']],
    [2, ['a']],
    [3, ['a', 'b']],
    [4, ['a', 'b', 'c']],
    [9, ['a', 'b', 'c']],
  ])('%i free seats go to %j', (free, offered) => {
    expect(offersFor(line, free)).toEqual(offered);
  });

  it('offers nothing to an empty line', () => {
    expect(offersFor([], 3)).toEqual([]);
  });
});

describe('the time left on an offer', () => {
  const receivedAt = 5_000;

  it('counts down on the server clock from when the answer came, whatever the phone’s clock says', () => {
    const offered = { status: 'offered' as const, remainingSeconds: 24 * 3600, serverTime: 1_780_000_000_000 };
    expect(offerSecondsLeft(offered, receivedAt, receivedAt)).toBe(24 * 3600);
    expect(offerSecondsLeft(offered, receivedAt, receivedAt + 60_500)).toBe(24 * 3600 - 60);
    expect(offerSecondsLeft(offered, receivedAt, receivedAt + 25 * 3600 * 1000)).toBe(0);
  });

  it('is 0 for an entry without an open offer, or a time the backend left out (-1)', () => {
    expect(offerSecondsLeft({ status: 'waiting', remainingSeconds: 0, serverTime: 1 }, receivedAt, receivedAt)).toBe(0);
    expect(offerSecondsLeft({ status: 'offered', remainingSeconds: -1, serverTime: 1 }, receivedAt, receivedAt)).toBe(0);
  });
});
