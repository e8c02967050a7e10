import { describe, expect, it } from 'vitest';
import { keepsPrerenderedLogin } from './first-paint-login';

const visit = { landingPath: '/registration', language: 'cn', loggedIn: false, leavesForOpenid: false } as const;

describe("index.html's login markup", () => {
  it('is the first screen of a Chinese visit that opens the login, nobody logged in', () => {
    expect(keepsPrerenderedLogin(visit)).toBe(true);
  });

  it('gives way to the loading line for another screen, English, a kept login or a trip to WeChat', () => {
    expect(keepsPrerenderedLogin({ ...visit, landingPath: '/news' })).toBe(false);
    expect(keepsPrerenderedLogin({ ...visit, landingPath: undefined })).toBe(false);
    expect(keepsPrerenderedLogin({ ...visit, language: 'en' })).toBe(false);
    expect(keepsPrerenderedLogin({ ...visit, loggedIn: true })).toBe(false);
    expect(keepsPrerenderedLogin({ ...visit, leavesForOpenid: true })).toBe(false);
  });
});
