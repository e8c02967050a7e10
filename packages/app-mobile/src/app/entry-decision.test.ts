import { describe, expect, it } from 'vitest';
import { afterLoginChoice, loginTargetOf, ROUTE_PATHS } from '@fairpass/domain';
import type { EntryOutcome, SessionConfig, SessionSnapshot } from '@fairpass/sdk';
import { autoLoginStepOf, entryDecision, needsEntryFlow, type EntryDecision, type LinkFacts } from './entry-decision';

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
    ['stays when the next step is the screen already open', { kind: 'route', path: '/registration', isNextStepPage: 'yes' }, '/registration', { kind: 'stay' }],
    ['keeps loading while WeChat fetches the openid', { kind: 'openidRedirect' }, '/', { kind: 'wait' }],
    ['leaves for an allowed address', { kind: 'redirect', url: `${ORIGIN}/pc/?exhibitionId=demo` }, '/', { kind: 'leave', url: `${ORIGIN}/pc/?exhibitionId=demo` }],
    ['refuses an address off the allowlist', { kind: 'redirect', url: 'https://evil.example/x' }, '/', { kind: 'navigate', to: '/error?code=REDIRECT.UNSAFE' }],
    ['keeps a path no screen answers, for the not-found screen', toRegistration, '/nowhere', { kind: 'stay' }],
  ])('%s', (_name, outcome, requestedPath, expected) => {
    expect(entryDecision({ outcome, context: { entryRoute: defaultSource, requestedPath }, allowedOrigins: [ORIGIN] })).toEqual(expected);
  });

  it.each<[string, EntryOutcome, string, object]>([
    ['keeps the screen the link named after the WeChat auto login', { kind: 'route', path: '/confirmation', isNextStepPage: 'yes' }, '/news', { kind: 'stay' }],
    ['keeps a member screen with a parameter after the auto login', { kind: 'route', path: '/user-center', isNextStepPage: 'yes' }, '/order/1907000000000001111', { kind: 'stay' }],
    ['sends the auto-logged-in visitor through the information form first, keeping the screen for after', { kind: 'route', path: '/infoWap', isNextStepPage: 'yes' }, '/news', { kind: 'navigate', to: '/infoWap', keepTarget: '/news' }],
    ['follows the next step when the visitor’s identity may not open the named screen', { kind: 'route', path: '/confirmation', isNextStepPage: 'yes' }, '/customerPage', { kind: 'navigate', to: '/confirmation' }],
  ])('%s', (_name, outcome, requestedPath, expected) => {
    const user = { userExhibitionVO: { registerType: 'visitor', completeResult: 'succ', examineResult: 'approve', questionnaireResult: 'complete', questionnaireTwoResult: '', questionnaireThreeResult: '' }, visitingGroupLeaderVO: null } as const;
    const target = loginTargetOf(requestedPath, ROUTE_PATHS);
    const step = autoLoginStepOf(outcome);
    const afterLogin = step && afterLoginChoice(step, target, user);
    expect(entryDecision({ outcome, context: { entryRoute: defaultSource, requestedPath }, allowedOrigins: [ORIGIN], target, afterLogin })).toEqual(expected);
  });

  it('follows a link source that names its own screen even over a named hash path', () => {
    const decision = entryDecision({
      outcome: { kind: 'route', path: '/user-center' },
      context: { entryRoute: { kind: 'route', path: '/user-center' }, requestedPath: '/registration' },
      allowedOrigins: [ORIGIN],
    });
    expect(decision).toEqual({ kind: 'navigate', to: '/user-center' });
  });
});

const CONFIG = {} as SessionConfig;
const DEMO = { exhibitionId: 'demo', registerType: 'visitor' };
type Session = Pick<SessionSnapshot, 'config' | 'entry'>;

describe('when a navigation runs the entry flow again', () => {
  it.each<[string, string, LinkFacts, Session, boolean]>([
    ['no config loaded yet', '/registration', DEMO, { config: null, entry: {} }, true],
    ['back on the landing path', '/', DEMO, { config: CONFIG, entry: DEMO }, true],
    ['the visit already started from this link', '/registration', DEMO, { config: CONFIG, entry: DEMO }, false],
    ['the link names another exhibition', '/registration', { ...DEMO, exhibitionId: 'other' }, { config: CONFIG, entry: DEMO }, true],
    ['the link names another identity', '/user-center', { ...DEMO, registerType: 'media' }, { config: CONFIG, entry: DEMO }, true],
    ['a bare link keeps the stored visit', '/confirmation', {}, { config: CONFIG, entry: DEMO }, false],
  ])('%s → %s', (_name, path, link, session, expected) => {
    expect(needsEntryFlow(path, link, session)).toBe(expected);
  });
});
