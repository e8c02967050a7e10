import type { FunctionConfig, LanguageType } from '@fairpass/domain';
import { describe, expect, it } from 'vitest';
import { loginFormOf, type LoginForm } from './login-page.rules';

type Modes = Pick<FunctionConfig, 'cnLoginMode' | 'enLoginMode'>;
const CODES: Modes = { cnLoginMode: 'appsms', enLoginMode: 'appemail' };
const PASSWORDS: Modes = { cnLoginMode: 'password', enLoginMode: 'password' };

describe('which login form the page shows', () => {
  it.each<[string, Modes | null, LanguageType, boolean, LoginForm]>([
    ['SMS code for Chinese under appsms', CODES, 'cn', false, 'sms'],
    ['e-mail code for English under appemail', CODES, 'en', false, 'email'],
    ['password when the visitor chose it', CODES, 'cn', true, 'password'],
    ['password when the config says so, in Chinese', PASSWORDS, 'cn', false, 'password'],
    ['password when the config says so, in English', PASSWORDS, 'en', false, 'password'],
    ['the SMS default before the config has loaded', null, 'cn', false, 'sms'],
    ['the e-mail default before the config has loaded', null, 'en', false, 'email'],
  ])('%s', (_name, config, language, chosen, expected) => {
    expect(loginFormOf(config, language, chosen)).toBe(expected);
  });
});
