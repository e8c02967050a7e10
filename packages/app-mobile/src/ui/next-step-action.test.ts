import type { NextStep } from '@fairpass/domain';
import { describe, expect, it } from 'vitest';
import { nextStepAction, type NextStepAction } from './next-step-action';

const ALLOWED = ['http://127.0.0.1:7700'];

describe('performing a next-step decision', () => {
  it.each<[string, NextStep, NextStepAction]>([
    ['navigates in the app to a route', { kind: 'route', path: '/infoWap' }, { kind: 'navigate', to: '/infoWap' }],
    [
      'keeps the route query',
      { kind: 'route', path: '/ticket-type', query: { registerLinkId: 'L 1' } },
      { kind: 'navigate', to: '/ticket-type?registerLinkId=L+1' },
    ],
    ['drops empty query values', { kind: 'route', path: '/confirmation', query: { from: '' } }, { kind: 'navigate', to: '/confirmation' }],
    [
      'leaves the app for a jump address on an allowed origin',
      { kind: 'redirect', url: 'http://127.0.0.1:7700/#/contentPage/1' },
      { kind: 'leave', url: 'http://127.0.0.1:7700/#/contentPage/1' },
    ],
    [
      'refuses a jump address on a foreign origin and shows the error page instead',
      { kind: 'redirect', url: 'https://evil.example/steal-session' },
      { kind: 'navigate', to: '/error?code=REDIRECT.UNSAFE' },
    ],
    ['refuses a javascript: address', { kind: 'redirect', url: 'javascript:alert(1)' }, { kind: 'navigate', to: '/error?code=REDIRECT.UNSAFE' }],
    ['sends a wrong link to the error page with its code', { kind: 'error', code: 'LINK.INCORRECT' }, { kind: 'navigate', to: '/error?code=LINK.INCORRECT' }],
  ])('%s', (_name, step, expected) => {
    expect(nextStepAction(step, ALLOWED)).toEqual(expected);
  });
});
