import { describe, expect, it } from 'vitest';
import {
  CLICK_DEBOUNCE_MS,
  isOpenidStale,
  OPENID_REFRESH_SECONDS,
  ORDER_TIMEOUT_SECONDS,
  REQUEST_TIMEOUT_MS,
  RESEND_WAIT_SECONDS,
  SLOW_WRITE_NOTICE_MS,
  UPLOAD_TIMEOUT_MS,
  WRITE_TIMEOUT_MS,
} from './timing.constants';

describe('timing constants', () => {
  it('match spec §9', () => {
    expect([REQUEST_TIMEOUT_MS, UPLOAD_TIMEOUT_MS, OPENID_REFRESH_SECONDS, CLICK_DEBOUNCE_MS]).toEqual([
      300000, 6000000, 600, 1500,
    ]);
  });

  it('end a keyed write after 20 s, and call it slow after 8 s, well before the spec\'s 300 s', () => {
    expect(WRITE_TIMEOUT_MS).toBe(20_000);
    expect(SLOW_WRITE_NOTICE_MS).toBe(8_000);
    expect(SLOW_WRITE_NOTICE_MS).toBeLessThan(WRITE_TIMEOUT_MS);
    expect(WRITE_TIMEOUT_MS).toBeLessThan(REQUEST_TIMEOUT_MS);
  });

  it('let a verification code be requested again after 60 s', () => {
    expect(RESEND_WAIT_SECONDS).toBe(60);
  });

  it('keep an unpaid order payable for 15 minutes', () => {
    expect(ORDER_TIMEOUT_SECONDS).toBe(900);
  });
});

describe('isOpenidStale', () => {
  const now = 1_800_000_000_000;
  it.each([
    ['no stored time stamp', undefined, true],
    ['a null time stamp', null, true],
    ['an unreadable time stamp', Number.NaN, true],
    ['a time stamp 601 s old', now - 601_000, true],
    ['a time stamp exactly 600 s old', now - 600_000, false],
    ['a fresh time stamp', now - 1_000, false],
  ])('refetches the openid for %s: %s', (_name, storedAt, expected) => {
    expect(isOpenidStale(storedAt, now)).toBe(expected);
  });
});
