import { describe, expect, it } from 'vitest';
import { parseWireTime } from './wire-time';

describe('parseWireTime', () => {
  it('reads a wire time as Beijing time, whatever zone the phone is set to', () => {
    expect(parseWireTime('2026-05-01 09:00:00')).toBe(Date.parse('2026-05-01T01:00:00Z'));
    expect(parseWireTime('2026-01-01 00:00:00')).toBe(Date.parse('2025-12-31T16:00:00Z'));
    expect(parseWireTime(' 2026-07-15 23:59:59 ')).toBe(Date.parse('2026-07-15T15:59:59Z'));
  });

  it.each(['', '-1', '2026-05-01', '2026-05-01T09:00:00', '2026-5-1 9:00:00', '2026-02-30 10:00:00', '2026-13-01 00:00:00', '2026-05-01 24:00:00', '2026-05-01 12:60:00'])(
    'reads %j as no time',
    (text) => {
      expect(parseWireTime(text)).toBeUndefined();
    },
  );

  it('reads a value that is not text as no time', () => {
    expect(parseWireTime(1_777_597_200_000)).toBeUndefined();
    expect(parseWireTime(null)).toBeUndefined();
  });
});
