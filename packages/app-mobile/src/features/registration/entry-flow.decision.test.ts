import { DomainError, err, ok, type Result } from '@fairpass/domain';
import type { EntryOutcome, SessionConfig, SessionSnapshot } from '@fairpass/sdk';
import { describe, expect, it } from 'vitest';
import { entryAction, needsEntryFlow, type EntryAction, type LinkFacts } from './entry-flow.decision';

const CONFIG = {} as SessionConfig;
const DEMO = { exhibitionId: 'demo', registerType: 'visitor' };
type Session = Pick<SessionSnapshot, 'config' | 'entry' | 'token'>;

describe('when the login page runs the entry flow itself', () => {
  it.each<[string, LinkFacts, Session, boolean]>([
    ['no config loaded yet', DEMO, { config: null, entry: {}, token: null }, true],
    ['the visit already started from this link', DEMO, { config: CONFIG, entry: DEMO, token: null }, false],
    ['the link names another exhibition', { ...DEMO, exhibitionId: 'other' }, { config: CONFIG, entry: DEMO, token: null }, true],
    ['the link names another identity', { ...DEMO, registerType: 'media' }, { config: CONFIG, entry: DEMO, token: null }, true],
    ['WeChat just returned an openid and nobody is logged in', { ...DEMO, openid: 'o1' }, { config: CONFIG, entry: DEMO, token: null }, true],
    ['an openid in the link of a logged-in visit', { ...DEMO, openid: 'o1' }, { config: CONFIG, entry: DEMO, token: 't' }, false],
    ['a bare link keeps the stored visit', {}, { config: CONFIG, entry: DEMO, token: null }, false],
  ])('%s → %s', (_name, link, session, expected) => {
    expect(needsEntryFlow(link, session)).toBe(expected);
  });
});

describe('what the app does with the entry outcome', () => {
  const ALLOWED = ['http://127.0.0.1:7700'];
  it.each<[string, Result<EntryOutcome, DomainError>, EntryAction]>([
    ['stays on the page the flow chose', ok({ kind: 'route', path: '/registration', isNextStepPage: 'no' }), { kind: 'stay' }],
    ['goes to another route', ok({ kind: 'route', path: '/confirmation', isNextStepPage: 'yes' }), { kind: 'navigate', to: '/confirmation' }],
    ['goes to the closed page', ok({ kind: 'route', path: '/closed' }), { kind: 'navigate', to: '/closed' }],
    ['shows a gate error', ok({ kind: 'error', code: 'LINK.INCORRECT' }), { kind: 'navigate', to: '/error?code=LINK.INCORRECT' }],
    ['waits while the browser leaves for the openid', ok({ kind: 'openidRedirect' }), { kind: 'wait' }],
    ['leaves for the desktop site on an allowed origin', ok({ kind: 'redirect', url: 'http://127.0.0.1:7700/pc/' }), { kind: 'leave', url: 'http://127.0.0.1:7700/pc/' }],
    ['refuses a redirect elsewhere', ok({ kind: 'redirect', url: 'https://evil.example/' }), { kind: 'navigate', to: '/error?code=REDIRECT.UNSAFE' }],
    ['shows a failed flow on the error page', err(new DomainError('NETWORK.EXCEPTION')), { kind: 'navigate', to: '/error?code=NETWORK.EXCEPTION' }],
  ])('%s', (_name, outcome, expected) => {
    expect(entryAction(outcome, '/registration', ALLOWED)).toEqual(expected);
  });
});
