// Parity: the contract server's copies of the service rules answer as the domain's do.
import { classifyResponse, errorFromResponse, knowAllAreaErrors } from '@fairpass/domain';
import { basketRefusal, freeItemsOf, hasNotice, INTERPRETER_COUNT, INTERPRETER_MIN_NOTICE_DAYS, INTERPRETER_NOTES_MAX, lastBookingMomentOf, maxQuantityOf } from '@fairpass/domain/exhibitor-services';
import { describe, expect, it } from 'vitest';
import { SUBMISSION_CLOSED } from '../exhibitor/submission-closed';
import { freeItemsFor, INTERPRETER_MAX_COUNT, INTERPRETER_MIN_NOTICE_DAYS as SERVER_NOTICE, lastMomentFor, maxQuantityFor, NOTES_MAX, withNotice } from './exhibitor-services-rules';

// The exhibitor's wire rows, as the SDK knows them once an area is in use.
knowAllAreaErrors();

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
  it('a closed exhibition: the server refuses a booking as the domain does before sending (5003 = REGISTRATION.SUBMISSION_CLOSED)', () => {
    const reply = { code: SUBMISSION_CLOSED.code, success: false, data: null, msg: SUBMISSION_CLOSED.cn };
    const classified = classifyResponse({ status: 400, body: reply });
    const refusal = basketRefusal({ items: [], serverTime: '2026-11-26 12:00:00', submissionClosed: true }, [{ itemId: 'svc-chair', quantity: 1 }]);
    expect(classified.kind).toBe('failure');
    if (classified.kind !== 'failure') return;
    expect(errorFromResponse({ ...classified, kind: classified.kind }).code).toBe(refusal?.code);
  });
});
