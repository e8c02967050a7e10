import { describe, expect, it } from 'vitest';
import { loginScreenOf, policyOfRoute, ROUTE_PATHS } from '@fairpass/domain';
import { PRERENDERED_PATH } from './first-paint-login';
import { keepsPrerenderedLogin, LOGIN_FIRST_PATHS } from './first-paint-rule';

const visit = { landingPath: '/registration', loggedIn: false, leavesForOpenid: false } as const;

describe("index.html's login markup", () => {
  it('is the first screen of a visit that opens the login, nobody logged in, in either language (the first-paint script puts the English one in)', () => {
    expect(keepsPrerenderedLogin(visit)).toBe(true);
  });

  it('is also the first screen of a link to a screen behind the login, opened with no login', () => {
    expect(keepsPrerenderedLogin({ ...visit, landingPath: '/ticket-type' })).toBe(true);
    expect(keepsPrerenderedLogin({ ...visit, landingPath: '/infoWap' })).toBe(true);
    expect(keepsPrerenderedLogin({ ...visit, landingPath: '/ticket-type', loggedIn: true })).toBe(false);
  });

  it('is kept only for screens the route guard sends to this login, with no kept copy to open instead', () => {
    for (const path of LOGIN_FIRST_PATHS) {
      expect(ROUTE_PATHS).toContain(path);
      expect(policyOfRoute(path)).toEqual({ access: 'login' });
      expect(loginScreenOf(path)).toBe(PRERENDERED_PATH);
    }
  });

  it('gives way to the loading line for another screen, a kept login or a trip to WeChat', () => {
    expect(keepsPrerenderedLogin({ ...visit, landingPath: '/news' })).toBe(false);
    expect(keepsPrerenderedLogin({ ...visit, landingPath: undefined })).toBe(false);
    expect(keepsPrerenderedLogin({ ...visit, loggedIn: true })).toBe(false);
    expect(keepsPrerenderedLogin({ ...visit, leavesForOpenid: true })).toBe(false);
  });
});
