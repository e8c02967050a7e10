import { describe, expect, it } from 'vitest';
import { serverClockOffset, serverNow } from './server-clock';

describe('the server clock', () => {
  it("measures how far the phone's clock is off from the server's", () => {
    expect(serverClockOffset({ serverTime: 1_800_000_060_000, receivedAt: 1_800_000_000_000 })).toBe(60_000);
    expect(serverClockOffset({ serverTime: 1_800_000_000_000, receivedAt: 1_800_000_300_000 })).toBe(-300_000);
  });

  it.each([-1, 0, Number.NaN])('trusts the phone when the server time is %s', (serverTime) => {
    expect(serverClockOffset({ serverTime, receivedAt: 1_800_000_000_000 })).toBe(0);
  });

  it("gives the server's now from the phone's clock", () => {
    expect(serverNow(1_000, 60_000)).toBe(61_000);
  });
});
