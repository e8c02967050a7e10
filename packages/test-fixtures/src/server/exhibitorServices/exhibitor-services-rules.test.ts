// Parity: the contract server's copies of the service rules answer as the domain's do.
import { freeItemsOf, hasNotice, INTERPRETER_COUNT, INTERPRETER_MIN_NOTICE_DAYS, INTERPRETER_NOTES_MAX, lastBookingMomentOf, maxQuantityOf } from '@fairpass/domain/exhibitor-services';
import { describe, expect, it } from 'vitest';
import { freeItemsFor, INTERPRETER_MAX_COUNT, INTERPRETER_MIN_NOTICE_DAYS as SERVER_NOTICE, lastMomentFor, maxQuantityFor, NOTES_MAX, withNotice } from './exhibitor-services-rules';

describe('the server keeps the domain rules of the services', () => {
  it.each([0, 6, 8.9, 9, 12, 17.9, 18, 26, 27, 36, 300])('free shelves + rods on %s m²', (areaM2) => {
    expect(freeItemsFor(areaM2)).toBe(freeItemsOf({ areaM2 }));
  });
  it.each(['svc-flow-table', 'svc-shelf', 'svc-chair'])('the most of %s', (itemId) => expect(maxQuantityFor(itemId)).toBe(maxQuantityOf(itemId)));
  const now = Date.UTC(2026, 10, 26, 2, 0, 0); // 10:00 in Beijing
  it.each(['2026-11-26', '2026-11-28', '2026-11-29', '2026-12-01', '2026-11-25'])('notice for %s', (day) => {
    expect(withNotice(day, now)).toBe(hasNotice(day, now));
    expect(lastMomentFor(day)).toBe(lastBookingMomentOf(day));
  });
  it('the same limits', () => {
    expect([SERVER_NOTICE, INTERPRETER_MAX_COUNT, NOTES_MAX]).toEqual([INTERPRETER_MIN_NOTICE_DAYS, INTERPRETER_COUNT.max, INTERPRETER_NOTES_MAX]);
  });
});
