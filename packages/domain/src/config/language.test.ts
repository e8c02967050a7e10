import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, isLanguageType, loginModeFor, toLanguageType } from './language';

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
  ] as const)('uses %s', (_name, config, language, expected) => {
    // Configs from the server are not trusted to carry only the documented modes.
    expect(loginModeFor(config as Parameters<typeof loginModeFor>[0], language)).toBe(expected);
  });
});
