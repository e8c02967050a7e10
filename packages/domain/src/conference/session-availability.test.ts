import { describe, expect, it } from 'vitest';
import { canSignUp, isFull, seatsLeft } from './session-availability';

describe('session seats', () => {
  it('is full when registered reaches a present capacity', () => {
    expect(isFull({ capacity: 100, registered: 100 })).toBe(true);
    expect(isFull({ capacity: 100, registered: 101 })).toBe(true);
    expect(isFull({ capacity: 0, registered: 0 })).toBe(true);
    expect(isFull({ capacity: 100, registered: 99 })).toBe(false);
  });

  it('is never full without a capacity', () => {
    expect(isFull({ registered: 10_000 })).toBe(false);
    expect(seatsLeft({ registered: 10_000 })).toBeUndefined();
  });

  it('counts the seats left, never below 0', () => {
    expect(seatsLeft({ capacity: 100, registered: 40 })).toBe(60);
    expect(seatsLeft({ capacity: 100, registered: 120 })).toBe(0);
  });

  it('reads a capacity that is not a limit (negative, not finite) as none', () => {
    expect(seatsLeft({ capacity: -1, registered: 3 })).toBeUndefined();
    expect(isFull({ capacity: Number.NaN, registered: 3 })).toBe(false);
  });

  it('offers sign-up for an upcoming session with a seat and no sign-up of the caller', () => {
    expect(canSignUp({ timeState: 'upcoming', capacity: 10, registered: 9 })).toBe(true);
    expect(canSignUp({ timeState: 'upcoming', registered: 9 })).toBe(true);
  });

  it.each([
    ['ongoing', { timeState: 'ongoing', registered: 0 }],
    ['ended', { timeState: 'ended', registered: 0 }],
    ['full', { timeState: 'upcoming', capacity: 10, registered: 10 }],
    ['already signed up', { timeState: 'upcoming', registered: 0, mine: { state: 'in_review', signedIn: false } }],
    ['refused in review', { timeState: 'upcoming', registered: 0, mine: { state: 'failed', signedIn: false } }],
  ] as const)('does not offer sign-up when %s', (_, item) => {
    expect(canSignUp(item)).toBe(false);
  });
});
