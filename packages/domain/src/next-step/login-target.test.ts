import { describe, expect, it } from 'vitest';
import { approvedVo } from './next-step-input.fixture';
import { ROUTE_PATHS } from '../routes/route-paths';
import { afterLoginChoice, STEPS_BEFORE_TARGET, targetOpensFor, type TargetUser } from './after-login-choice';
import { isInAppAddress, loginTargetOf as targetAmong, type LoginTarget } from './login-target';
import { NEXT_STEP_TARGETS } from './decide-next-step';
import type { PlainRoutePath } from '../routes/route-href';
import type { NextStep } from './next-step.types';

/** The catalogue's routes: the app passes those it has screens for. */
const loginTargetOf = (raw: string | null | undefined) => targetAmong(raw, ROUTE_PATHS);
const target = (raw: string): LoginTarget => {
  const checked = loginTargetOf(raw);
  if (checked === undefined) throw new Error(`${raw} is no target`);
  return checked;
};

const visitor: TargetUser = { userExhibitionVO: approvedVo, visitingGroupLeaderVO: null };
const tradeFair: TargetUser = { userExhibitionVO: { ...approvedVo, registerType: 'commerceExhibition' }, visitingGroupLeaderVO: null };
const leader: TargetUser = { userExhibitionVO: { ...approvedVo, registerType: 'visitingGroup' }, visitingGroupLeaderVO: { processStatus: 1 } };
const groupMember: TargetUser = { userExhibitionVO: { ...approvedVo, registerType: 'visitingGroup' }, visitingGroupLeaderVO: null };

describe('loginTargetOf: only an in-app route of the catalogue is a target', () => {
  it.each<[string, string | null | undefined, string | undefined]>([
    ['a route without parameters', '/news', '/news'],
    ['a route with a path parameter', '/order/1907000000000001111', '/order/1907000000000001111'],
    ["a route with a screen's query", '/groupManagement/operateList?q=%E5%8D%AB&state=pending', '/groupManagement/operateList?q=%E5%8D%AB&state=pending'],
    ['an open page', '/user-center', '/user-center'],
    ['nothing', undefined, undefined],
    ['null', null, undefined],
    ['an empty value', '', undefined],
    ['an address of another site', 'https://evil.example/steal', undefined],
    ['a protocol-relative address', '//evil.example/news', undefined],
    ['a script', 'javascript:alert(1)', undefined],
    ['a path with a backslash', '/\\evil.example', undefined],
    ['a path with a hash', '/news#/order', undefined],
    ['a path with spaces', '/news ', undefined],
    ['a path climbing out', '/news/details/../../order', undefined],
    ['a path no route answers', '/nowhere', undefined],
    ['the login page itself', '/registration', undefined],
    ['the WhatsApp login', '/whatsApp', undefined],
    ['the exhibitor login', '/exhibitorSelfService/exhibitorRegist/login', undefined],
    ['the forgotten password', '/forgotPassword?account=1', undefined],
    ['the landing, which runs the entry flow', '/', undefined],
    ['the error page', '/error?code=LINK.INCORRECT', undefined],
    ['the closed page', '/closed', undefined],
    ['/jump', '/jump', undefined],
    ['a very long address', `/news?x=${'a'.repeat(2000)}`, undefined],
  ])('%s', (_name, raw, expected) => {
    expect(loginTargetOf(raw)).toBe(expected);
  });

  it('is only a route among those the caller has screens for', () => {
    expect(targetAmong('/news', ['/news', '/order/:orderId'])).toBe('/news');
    expect(targetAmong('/order/7', ['/news', '/order/:orderId'])).toBe('/order/7');
    expect(targetAmong('/meetingSchedule', ['/news', '/order/:orderId'])).toBeUndefined();
  });

  it('drops every credential and a nested target from the query, keeping the screen’s own parameters', () => {
    expect(loginTargetOf('/order?openid=o1&token=t&access_token=a&refreshToken=r&imasterCode=i&pcJumpAccount=p&openidState=s&code=c&redirect=%2Fnews&page=2')).toBe('/order?page=2');
  });
});

describe('isInAppAddress: the shape of an address inside the app, before any route is looked up', () => {
  it('takes a path with its query, whether or not a route answers it', () => {
    expect(isInAppAddress('/order/190?tab=x')).toBe(true);
    expect(isInAppAddress('/no-such-screen')).toBe(true);
  });

  it('refuses another site, a script, an ambiguous or an overlong address', () => {
    for (const raw of ['', 'https://evil.example/x', '//evil.example/x', 'javascript:alert(1)', '/a\\b', '/a#b', `/${'x'.repeat(1024)}`]) {
      expect(isInAppAddress(raw), raw).toBe(false);
    }
  });
});

describe('targetOpensFor: who may open a target', () => {
  it.each<[string, string, TargetUser | null, boolean]>([
    ['anyone logged in opens the news', '/news', visitor, true],
    ['anyone logged in opens their order', '/order/1', visitor, true],
    ['the trade-fair exhibitor opens the lead tool', '/customerPage', tradeFair, true],
    ['a visitor does not open the lead tool', '/customerPage', visitor, false],
    ['the group leader opens the member list', '/groupManagement/operateList', leader, true],
    ['a member of a group does not manage it', '/groupManagement/operateList', groupMember, false],
    ['a sub-account page is the group account’s', '/subordinate/details/7', groupMember, false],
    ['without a user record only the open-to-all screens', '/customerPage', null, false],
  ])('%s', (_name, raw, user, expected) => {
    expect(targetOpensFor(target(raw), user)).toBe(expected);
  });
});

describe('afterLoginChoice: the target wins unless a step must come first', () => {
  const route = (path: PlainRoutePath): NextStep => ({ kind: 'route', path });

  it.each<[string, NextStep, string | undefined, TargetUser | null, { kind: 'target'; href: string } | { kind: 'step'; keepTarget: boolean }]>([
    ['no target: the after-login rule decides', route('/user-center'), undefined, visitor, { kind: 'step', keepTarget: false }],
    ['an approved visitor lands on the target instead of the confirmation letter', route('/confirmation'), '/meetingSchedule', visitor, { kind: 'target', href: '/meetingSchedule' }],
    ['an exhibitor lands on the target instead of the personal centre', route('/user-center'), '/news', visitor, { kind: 'target', href: '/news' }],
    ['a visitor in review lands on the target', route('/auditing'), '/datadownload', visitor, { kind: 'target', href: '/datadownload' }],
    ['an external target is ignored', route('/confirmation'), 'https://evil.example', visitor, { kind: 'step', keepTarget: false }],
    ['a target the identity may not open falls back', route('/confirmation'), '/customerPage', visitor, { kind: 'step', keepTarget: false }],
    ['a group member asking for group management falls back', route('/confirmation'), '/groupManagement/operateList', groupMember, { kind: 'step', keepTarget: false }],
    ['the information form comes first and the target waits', route('/infoWap'), '/news', visitor, { kind: 'step', keepTarget: true }],
    ['the questionnaire comes first and the target waits', { kind: 'route', path: '/questionnaire', query: { index: '1' } }, '/order/7', visitor, { kind: 'step', keepTarget: true }],
    ['the business card comes first', route('/photo'), '/news', visitor, { kind: 'step', keepTarget: true }],
    ['registration closed ends the way: the target is dropped', route('/closed'), '/news', visitor, { kind: 'step', keepTarget: false }],
    ['a jump address ends the way', { kind: 'redirect', url: 'https://fair.example.com/x' }, '/news', visitor, { kind: 'step', keepTarget: false }],
    ['a wrong link ends the way', { kind: 'error', code: 'LINK.INCORRECT' }, '/news', visitor, { kind: 'step', keepTarget: false }],
  ])('%s', (_name, step, raw, user, expected) => {
    expect(afterLoginChoice(step, loginTargetOf(raw), user)).toEqual(expected);
  });

  it('lets only screens the after-login rule can lead to come before a target', () => {
    for (const path of STEPS_BEFORE_TARGET) expect(NEXT_STEP_TARGETS).toContain(path);
  });
});
