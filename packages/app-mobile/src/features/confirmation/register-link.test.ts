import { describe, expect, it } from 'vitest';
import { registerLinkOf, siteOf } from './register-link';

const LINKS = {
  cnLandingPageUrl: 'https://fair.example/cn',
  enLandingPageUrl: 'https://fair.example/en',
  cnRegisterLinkUrl: ' https://fair.example/?lang=cn ',
  enRegisterLinkUrl: 'https://fair.example/?lang=en',
  cnCustomerUrl: '',
  enCustomerUrl: '',
};

describe("the share link's register URL", () => {
  it.each([
    ['cn', 'https://fair.example/?lang=cn'],
    ['en', 'https://fair.example/?lang=en'],
  ] as const)('takes the %s register link', (language, expected) => {
    expect(registerLinkOf(LINKS, language)).toBe(expected);
  });

  it.each(['javascript:alert(1)', 'ftp://fair.example/x'])('refuses %j as a link to share', (link) => {
    expect(registerLinkOf({ ...LINKS, cnRegisterLinkUrl: link }, 'cn')).toBeNull();
  });

  it("offers the other language's link when the page language has none, and nothing when neither has one", () => {
    expect(registerLinkOf({ ...LINKS, cnRegisterLinkUrl: '' }, 'cn')).toBe('https://fair.example/?lang=en');
    expect(registerLinkOf({ ...LINKS, cnRegisterLinkUrl: '', enRegisterLinkUrl: ' ' }, 'cn')).toBeNull();
  });
});

describe('the link as shown under the QR code', () => {
  it('names the site without the parameters', () => {
    expect(siteOf('https://fair.example/m/?exhibitionId=demo&inviteUserId=u1#/registration')).toBe('fair.example/m/');
    expect(siteOf('https://fair.example/?lang=cn')).toBe('fair.example');
  });
});
