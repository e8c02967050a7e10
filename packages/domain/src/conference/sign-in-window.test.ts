import { describe, expect, it } from 'vitest';
import { parseWireTime } from '../ticketing/wire-time';
import { msUntilSignInChange, signInOutcomeKey, signInOutcomeOf, signInWindowOf } from './sign-in-window';

const info = { opensAt: '2026-05-01 08:30:00', closesAt: '2026-05-01 10:00:00', window: 'not_started' as const };
const at = (text: string): number => parseWireTime(text) ?? Number.NaN;

describe('the sign-in window', () => {
  it('is not started before opensAt, open from it, and ended from closesAt', () => {
    expect(signInWindowOf(info, at('2026-05-01 08:29:59'))).toBe('not_started');
    expect(signInWindowOf(info, at('2026-05-01 08:30:00'))).toBe('open');
    expect(signInWindowOf(info, at('2026-05-01 09:59:59'))).toBe('open');
    expect(signInWindowOf(info, at('2026-05-01 10:00:00'))).toBe('ended');
  });

  it("runs on the server's clock: the phone's clock plus the offset", () => {
    const phoneBehind = at('2026-05-01 08:25:00');
    expect(signInWindowOf(info, phoneBehind)).toBe('not_started');
    expect(signInWindowOf(info, phoneBehind, 10 * 60_000)).toBe('open');
    expect(signInWindowOf(info, at('2026-05-01 10:05:00'), -10 * 60_000)).toBe('open');
  });

  it("keeps the server's answer when the times do not read", () => {
    expect(signInWindowOf({ ...info, opensAt: '', window: 'open' }, 0)).toBe('open');
  });

  it('counts down to the next change, and stops once it has ended', () => {
    expect(msUntilSignInChange(info, at('2026-05-01 08:29:00'))).toBe(60_000);
    expect(msUntilSignInChange(info, at('2026-05-01 09:59:00'))).toBe(60_000);
    expect(msUntilSignInChange(info, at('2026-05-01 10:00:00'))).toBeUndefined();
    expect(msUntilSignInChange({ ...info, closesAt: 'soon' }, 0)).toBeUndefined();
  });
});

describe('the sign-in outcome', () => {
  it('tells a first sign-in from a repeated one', () => {
    expect(signInOutcomeOf({ already: false })).toBe('signed_in');
    expect(signInOutcomeKey({ already: true })).toBe('signIn.outcome.already_signed_in');
  });

  it.each([
    ['SIGN_IN.NOT_STARTED', 'signIn.outcome.not_started'],
    ['SIGN_IN.ENDED', 'signIn.outcome.ended'],
    ['SIGN_IN.NOT_REGISTERED', 'signIn.outcome.not_registered'],
    ['SIGN_IN.UNKNOWN_CODE', 'signIn.outcome.unknown_code'],
    ['NETWORK.TIMEOUT', 'signIn.outcome.failed'],
  ] as const)('reads the failure %s as %s', (code, key) => {
    expect(signInOutcomeKey({ code })).toBe(key);
  });
});
