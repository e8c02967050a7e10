import { describe, expect, it } from 'vitest';
import { DATE_FORMATS, EXHIBITION_UTC_OFFSET_MINUTES, formatDate, parseWallClock } from './date-format';

// 2026-03-05 01:02:03 UTC, i.e. 09:02:03 in China (UTC+8).
const INSTANT = Date.UTC(2026, 2, 5, 1, 2, 3);
const CHINA = { utcOffsetMinutes: 480 };

describe('formatDate', () => {
  it.each([
    ['all', '2026-03-05 09:02:03'],
    ['day', '2026-03-05'],
    ['ymd', '2026-03-05'],
    ['md', '03-05'],
    ['hours', '09:02'],
  ] as const)('formats with the %s format', (name, expected) => {
    expect(formatDate(INSTANT, DATE_FORMATS[name], CHINA)).toBe(expected);
  });

  it('moves to the next day when the offset crosses midnight', () => {
    expect(formatDate(Date.UTC(2026, 11, 31, 20, 0, 0), DATE_FORMATS.all, CHINA)).toBe('2027-01-01 04:00:00');
  });

  it('formats in UTC with a zero offset and accepts Date objects', () => {
    expect(formatDate(new Date(INSTANT), DATE_FORMATS.all, { utcOffsetMinutes: 0 })).toBe('2026-03-05 01:02:03');
  });

  it('uses the local zone without an offset', () => {
    const local = new Date(2026, 0, 2, 3, 4, 5);
    expect(formatDate(local, 'YYYY/MM/DD HH:mm:ss')).toBe('2026/01/02 03:04:05');
  });

  it('keeps characters that are not tokens', () => {
    expect(formatDate(INSTANT, 'YYYY年MM月DD日', CHINA)).toBe('2026年03月05日');
  });

  it('gives an empty text for an invalid date', () => {
    expect(formatDate(new Date('not a date'), DATE_FORMATS.all)).toBe('');
    expect(formatDate(Number.NaN, DATE_FORMATS.day)).toBe('');
  });
});

describe('parseWallClock', () => {
  it('reads a wire time as the exhibition\'s clock (UTC+8)', () => {
    expect(EXHIBITION_UTC_OFFSET_MINUTES).toBe(480);
    expect(parseWallClock('2026-03-05 09:02:03')).toBe(INSTANT);
    expect(formatDate(parseWallClock('2026-03-05 09:02:03'), DATE_FORMATS.all, CHINA)).toBe('2026-03-05 09:02:03');
  });

  it('takes a time without seconds, an ISO T and a bare day', () => {
    expect(parseWallClock('2026-03-05 09:02')).toBe(INSTANT - 3000);
    expect(parseWallClock('2026-03-05T09:02:03')).toBe(INSTANT);
    expect(parseWallClock('2026-03-05')).toBe(Date.UTC(2026, 2, 4, 16, 0, 0));
  });

  it('reads at another offset when asked', () => {
    expect(parseWallClock('2026-03-05 01:02:03', 0)).toBe(INSTANT);
  });

  it('gives NaN for what is not a wall-clock time, or a day that does not exist', () => {
    for (const text of ['', 'soon', '2026-02-30 10:00:00', '2026-03-05 24:00:00', '05-03-2026']) expect(parseWallClock(text), text).toBeNaN();
  });
});
