import { describe, expect, it } from 'vitest';
import { formatCountdown, orderDeadline, orderSecondsLeft, secondsLeft } from './order-countdown';
import { parseWireTime } from './wire-time';

const SERVER_TIME = parseWireTime('2026-05-01 10:00:00') ?? Number.NaN;
const order = (overrides: Partial<Parameters<typeof orderDeadline>[0]> = {}) => ({
  remainingSeconds: 900,
  serverTime: SERVER_TIME,
  createTime: '2026-05-01 10:00:00',
  expireTime: '2026-05-01 10:15:00',
  ...overrides,
});

describe('the order countdown', () => {
  it('counts the remaining time down as the phone clock runs', () => {
    const receivedAt = SERVER_TIME;
    expect(orderSecondsLeft(order(), receivedAt, receivedAt)).toBe(900);
    expect(orderSecondsLeft(order(), receivedAt, receivedAt + 60_000)).toBe(840);
    expect(orderSecondsLeft(order(), receivedAt, receivedAt + 899_001)).toBe(1);
    expect(orderSecondsLeft(order(), receivedAt, receivedAt + 900_000)).toBe(0);
    expect(orderSecondsLeft(order(), receivedAt, receivedAt + 3_600_000)).toBe(0);
  });

  it("is right when the phone's clock is hours wrong, ahead or behind", () => {
    for (const phoneError of [-3 * 3_600_000, 7 * 3_600_000, 90_000]) {
      const receivedAt = SERVER_TIME + phoneError;
      expect(orderSecondsLeft(order(), receivedAt, receivedAt + 300_000)).toBe(600);
    }
  });

  it('rounds part of a second up, so the order reads payable until its time is really over', () => {
    expect(secondsLeft(10_000, 9_999)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
  });

  it('shows 0 for an order that can no longer be paid', () => {
    expect(orderSecondsLeft(order({ remainingSeconds: 0 }), SERVER_TIME, SERVER_TIME)).toBe(0);
  });

  describe('the deadline', () => {
    it("is the server time plus the remaining seconds, on the server's clock", () => {
      expect(orderDeadline(order({ remainingSeconds: 120 }))).toBe(SERVER_TIME + 120_000);
    });

    it('falls back on expireTime when the remaining seconds are absent (-1)', () => {
      expect(orderDeadline(order({ remainingSeconds: -1, expireTime: '2026-05-01 10:05:00' }))).toBe(SERVER_TIME + 300_000);
    });

    it('falls back on expireTime when the server time is absent', () => {
      expect(orderDeadline(order({ serverTime: -1 }))).toBe(SERVER_TIME + 900_000);
    });

    it('falls back on createTime plus the default 15 minutes without either', () => {
      expect(orderDeadline(order({ remainingSeconds: -1, expireTime: '', createTime: '2026-05-01 09:50:00' }))).toBe(SERVER_TIME + 300_000);
    });

    it('is unknown when nothing can be read, which counts as no time left', () => {
      const unknown = order({ remainingSeconds: Number.NaN, expireTime: '', createTime: '' });
      expect(orderDeadline(unknown)).toBeUndefined();
      expect(orderSecondsLeft(unknown, SERVER_TIME, SERVER_TIME)).toBe(0);
    });
  });
});

describe('formatCountdown', () => {
  it.each([
    [900, '15:00'],
    [899, '14:59'],
    [65, '1:05'],
    [5, '0:05'],
    [0, '0:00'],
    [-4, '0:00'],
    [3723, '1:02:03'],
    [12.7, '0:12'],
    [Number.NaN, '0:00'],
  ])('shows %s seconds as %s', (seconds, shown) => {
    expect(formatCountdown(seconds)).toBe(shown);
  });
});
