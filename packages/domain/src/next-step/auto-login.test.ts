import { describe, expect, it } from 'vitest';
import { nextStepAfterAutoLogin } from './auto-login';

describe('nextStepAfterAutoLogin', () => {
  it('marks the next-step page and runs the next-step decision when a token was obtained', () => {
    expect(nextStepAfterAutoLogin(true)).toEqual({ isNextStepPage: 'yes', then: 'decideNextStep' });
  });

  it('clears the next-step mark and returns to the source page when auto login failed', () => {
    expect(nextStepAfterAutoLogin(false)).toEqual({ isNextStepPage: 'no', then: 'sourcePage' });
  });
});
