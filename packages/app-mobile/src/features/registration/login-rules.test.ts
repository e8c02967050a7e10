import type { FunctionConfig, LanguageType, LoginWay } from '@fairpass/domain';
import { describe, expect, it } from 'vitest';
import { loginFormOf, otherLoginWays, type LoginForm } from './login-page.rules';

type Modes = Pick<FunctionConfig, 'cnLoginMode' | 'enLoginMode'>;
const CODES: Modes = { cnLoginMode: 'appsms', enLoginMode: 'appemail' };
const PASSWORDS: Modes = { cnLoginMode: 'password', enLoginMode: 'password' };
const ENGLISH_MOBILE: Modes = { cnLoginMode: 'appsms', enLoginMode: 'appsms' };

describe('which login form the page shows', () => {
  it.each<[string, Modes | null, LanguageType, LoginWay | null, LoginForm]>([
    ['SMS code for Chinese under appsms', CODES, 'cn', null, 'sms'],
    ['e-mail code for English under appemail', CODES, 'en', null, 'email'],
    ['password when the visitor chose it', CODES, 'cn', 'password', 'password'],
    ['the mobile when an English visitor chose it', CODES, 'en', 'sms', 'sms'],
    ['the mobile first for English under appsms', ENGLISH_MOBILE, 'en', null, 'sms'],
    ['not the e-mail on the Chinese page, which offers none', CODES, 'cn', 'email', 'sms'],
    ['password when the config says so, in Chinese', PASSWORDS, 'cn', null, 'password'],
    ['password when the config says so, in English', PASSWORDS, 'en', 'sms', 'password'],
    ['the SMS default before the config has loaded', null, 'cn', null, 'sms'],
    ['the e-mail default before the config has loaded', null, 'en', null, 'email'],
  ])('%s', (_name, config, language, chosen, expected) => {
    expect(loginFormOf(config, language, chosen)).toBe(expected);
  });

  it('offers English visitors the mobile and the password beside the e-mail form', () => {
    expect(otherLoginWays(CODES, 'en', 'email')).toEqual(['sms', 'password']);
    expect(otherLoginWays(CODES, 'cn', 'sms')).toEqual(['password']);
    expect(otherLoginWays(PASSWORDS, 'en', 'password')).toEqual([]);
  });
});
