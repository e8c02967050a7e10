import { describe, expect, it } from 'vitest';
import { timeLeftForm, timeLeftParts } from './time-left';

describe('the time left to pay, as words say it', () => {
  it.each([
    [885, { hours: 0, minutes: 14, seconds: 45 }, 'minutes'],
    [900, { hours: 0, minutes: 15, seconds: 0 }, 'minutes'],
    [45, { hours: 0, minutes: 0, seconds: 45 }, 'seconds'],
    [60, { hours: 0, minutes: 1, seconds: 0 }, 'minutes'],
    [3723, { hours: 1, minutes: 2, seconds: 3 }, 'hours'],
    [3600, { hours: 1, minutes: 0, seconds: 0 }, 'hours'],
    [0, { hours: 0, minutes: 0, seconds: 0 }, 'seconds'],
  ] as const)('%i s left is %o, said with %s', (seconds, parts, form) => {
    expect(timeLeftParts(seconds)).toEqual(parts);
    expect(timeLeftForm(timeLeftParts(seconds))).toBe(form);
  });

  it('reads a fraction as the whole seconds left, and a negative or unreadable count as none', () => {
    expect(timeLeftParts(59.9)).toEqual({ hours: 0, minutes: 0, seconds: 59 });
    expect(timeLeftParts(-5)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
    expect(timeLeftParts(Number.NaN)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
  });
});
