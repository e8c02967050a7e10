// The server's copy of the waiting-list rules gives the domain's answers (parity, as header-rules.test.ts).
import { offersFor as domainOffersFor, waitingQuantityMax as domainQuantityMax } from '@fairpass/domain/waiting-list';
import { describe, expect, it } from 'vitest';
import { offersFor, waitingQuantityMax, WAITING_OFFER_MS } from './waiting-rules';
import { WAITING_OFFER_HOURS } from '@fairpass/domain/waiting-list';

const LINES = [
  [],
  [{ entryId: 'a', quantity: 1 }],
  [
    { entryId: 'a', quantity: 2 },
    { entryId: 'b', quantity: 1 },
    { entryId: 'c', quantity: 1 },
  ],
  [
    { entryId: 'a', quantity: 4 },
    { entryId: 'b', quantity: 3 },
    { entryId: 'c', quantity: 2 },
    { entryId: 'd', quantity: 1 },
  ],
];

describe('the server’s waiting-list rules and the domain’s', () => {
  it.each(LINES.flatMap((line) => [0, 1, 2, 3, 5, 10].map((free) => [line, free] as const)))('offer the same places of %j for %i free seats', (line, free) => {
    expect(offersFor(line, free)).toEqual(domainOffersFor(line, free));
  });

  it.each([
    [{ maxPerOrder: 2 }, 0],
    [{ maxPerOrder: 5, limitPerUser: 3 }, 1],
    [{ maxPerOrder: 5, limitPerUser: 1 }, 1],
    [{ maxPerOrder: 5, limitPerUser: 1 }, 3],
    [{ maxPerOrder: 4, limitPerUser: 10 }, 2],
  ])('allow the same most tickets for %j holding %i', (type, held) => {
    expect(waitingQuantityMax(type, held)).toBe(domainQuantityMax(type, held));
  });

  it('hold an offer for the same time', () => {
    expect(WAITING_OFFER_MS).toBe(WAITING_OFFER_HOURS * 3600 * 1000);
  });
});
