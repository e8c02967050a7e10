import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, isLanguageType, loginModeFor, loginWaysFor, toLanguageType } from './language';

describe('languages', () => {
  it('defaults to Chinese', () => {
    expect(DEFAULT_LANGUAGE).toBe('cn');
    expect(toLanguageType(undefined)).toBe('cn');
    expect(toLanguageType('EN')).toBe('cn');
    expect(toLanguageType('en')).toBe('en');
  });

  it('knows exactly cn and en', () => {
    expect(['cn', 'en', 'zh', '', null].map(isLanguageType)).toEqual([true, true, false, false, false]);
  });
});

describe('loginModeFor', () => {
  it.each([
    ['SMS for Chinese without a config', null, 'cn', 'appsms'],
    ['e-mail for English without a config', undefined, 'en', 'appemail'],
    ['the configured Chinese password mode', { cnLoginMode: 'password', enLoginMode: 'appemail' }, 'cn', 'password'],
    ['the configured English password mode', { cnLoginMode: 'appsms', enLoginMode: 'password' }, 'en', 'password'],
    ['the default when the Chinese mode is unknown', { cnLoginMode: 'appemail', enLoginMode: 'appemail' }, 'cn', 'appsms'],
    ['the default when the English mode is empty', { cnLoginMode: 'appsms', enLoginMode: '' }, 'en', 'appemail'],
    ['the configured English mobile mode', { cnLoginMode: 'appsms', enLoginMode: 'appsms' }, 'en', 'appsms'],
  ] as const)('uses %s', (_name, config, language, expected) => {
    // Configs from the server are not trusted to carry only the documented modes.
    expect(loginModeFor(config as Parameters<typeof loginModeFor>[0], language)).toBe(expected);
  });
});

describe('loginWaysFor: what the login page offers', () => {
  it.each([
    ['SMS and password in Chinese by default', null, 'cn', ['sms', 'password']],
    ['e-mail first in English by default, the mobile and the password offered too', null, 'en', ['email', 'sms', 'password']],
    ['the same when the English mode is e-mail', { enLoginMode: 'appemail' }, 'en', ['email', 'sms', 'password']],
    ['the mobile first in English under appsms', { enLoginMode: 'appsms' }, 'en', ['sms', 'email', 'password']],
    ['only the password where the English mode is password', { enLoginMode: 'password' }, 'en', ['password']],
    ['only the password where the Chinese mode is password', { cnLoginMode: 'password' }, 'cn', ['password']],
    ['the English default for an unknown English mode', { enLoginMode: 'wechat' }, 'en', ['email', 'sms', 'password']],
  ] as const)('offers %s', (_name, config, language, expected) => {
    expect(loginWaysFor(config, language)).toEqual(expected);
  });
});
