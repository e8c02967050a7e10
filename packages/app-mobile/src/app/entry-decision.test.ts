import { describe, expect, it } from 'vitest';
import type { EntryOutcome } from '@fairpass/sdk';
import type { RouteEntry } from '../routes/route-entry';
import { entryDecision, type EntryDecision } from './entry-decision';
import { lazyScreen } from '../routes/lazy-screen';

const Screen = lazyScreen(async () => ({ default: () => null }));
const routes: RouteEntry[] = [
  { path: '/', screen: Screen, noToken: true, skipIntercept: true },
  { path: '/registration', screen: Screen, noToken: true },
  { path: '/test2', screen: Screen, noToken: true, skipIntercept: true },
  { path: '/contentPage/:id', screen: Screen },
];
const ORIGIN = 'http://127.0.0.1:7700';
const toRegistration: EntryOutcome = { kind: 'route', path: '/registration' };
const defaultSource = { kind: 'route', path: '/registration' } as const;

describe('what the shell does with the entry outcome', () => {
  it.each<[string, EntryOutcome, string, EntryDecision]>([
    ['sends a fresh visit to where the SDK says', toRegistration, '/', { kind: 'navigate', to: '/registration' }],
    ['sends a fresh visit with a gate error to the error page', { kind: 'error', code: 'LINK.OPEN_IN_WECHAT' }, '/', { kind: 'navigate', to: '/error?code=LINK.OPEN_IN_WECHAT' }],
    ['keeps a screen the link names', toRegistration, '/contentPage/7', { kind: 'stay' }],
    ['moves a named screen to /closed when registration is closed', { kind: 'route', path: '/closed' }, '/registration', { kind: 'navigate', to: '/closed' }],
    ['never moves a screen that skips interception', { kind: 'route', path: '/closed' }, '/test2', { kind: 'stay' }],
    ['sends a gate error to the error page', { kind: 'error', code: 'LINK.INCORRECT' }, '/registration', { kind: 'navigate', to: '/error?code=LINK.INCORRECT' }],
    ['lets diagnostics open despite a gate error', { kind: 'error', code: 'LINK.INCORRECT' }, '/test2', { kind: 'stay' }],
    ['follows the auto-login next step with its query', { kind: 'route', path: '/confirmation', query: { a: '1' }, isNextStepPage: 'yes' }, '/registration', { kind: 'navigate', to: '/confirmation?a=1' }],
    ['keeps loading while WeChat fetches the openid', { kind: 'openidRedirect' }, '/', { kind: 'wait' }],
    ['leaves for an allowed address', { kind: 'redirect', url: `${ORIGIN}/pc/?exhibitionId=demo` }, '/', { kind: 'leave', url: `${ORIGIN}/pc/?exhibitionId=demo` }],
    ['refuses an address off the allowlist', { kind: 'redirect', url: 'https://evil.example/x' }, '/', { kind: 'navigate', to: '/error?code=REDIRECT.UNSAFE' }],
    ['keeps a path no screen answers, for the not-found screen', toRegistration, '/nowhere', { kind: 'stay' }],
  ])('%s', (_name, outcome, requestedPath, expected) => {
    expect(entryDecision({ outcome, context: { entryRoute: defaultSource, requestedPath }, routes, allowedOrigins: [ORIGIN] })).toEqual(expected);
  });

  it('follows a link source that names its own screen even over a named hash path', () => {
    const decision = entryDecision({
      outcome: { kind: 'route', path: '/user-center' },
      context: { entryRoute: { kind: 'route', path: '/user-center' }, requestedPath: '/registration' },
      routes,
      allowedOrigins: [ORIGIN],
    });
    expect(decision).toEqual({ kind: 'navigate', to: '/user-center' });
  });
});
