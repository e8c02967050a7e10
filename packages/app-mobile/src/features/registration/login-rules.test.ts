import type { FunctionConfig, LanguageType } from '@fairpass/domain';
import { describe, expect, it } from 'vitest';
import { codeChannelFor } from './code-channel.rule';
import { exhibitionTitleOf, loginFormOf, type LoginForm } from './login-page.rules';
import { internationalNumber, whatsAppLoginErrors, whatsAppPhoneErrors } from './whatsapp-phone.rule';

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

  it('titles the page with the exhibition title of the language, the Chinese one standing in', () => {
    expect(exhibitionTitleOf({ pageTitle: '示范展会', pageTitleEn: 'Demo Expo' }, 'en')).toBe('Demo Expo');
    expect(exhibitionTitleOf({ pageTitle: '示范展会', pageTitleEn: '' }, 'en')).toBe('示范展会');
    expect(exhibitionTitleOf({ pageTitle: '示范展会', pageTitleEn: 'Demo Expo' }, 'cn')).toBe('示范展会');
    expect(exhibitionTitleOf(null, 'cn')).toBe('');
  });
});

describe('where a password-reset code goes', () => {
  it.each([
    ['visitor@example.com', 'email'],
    ['13800000004', 'sms'],
    ['+85291234567', 'whatsapp'],
  ] as const)('%s → %s', (account, channel) => {
    expect(codeChannelFor(account)).toBe(channel);
  });
});

describe('the WhatsApp number', () => {
  it('joins country code and local number without separators', () => {
    expect(internationalNumber({ countryCode: '+852', localNumber: '9123 4567' })).toBe('+85291234567');
  });

  it.each([
    ['accepts a Hong Kong number', { countryCode: '852', localNumber: '91234567' }, {}],
    ['requires both parts', { countryCode: '', localNumber: '' }, { countryCode: ['VALIDATION.REQUIRED'], localNumber: ['VALIDATION.REQUIRED'] }],
    ['refuses a country code with letters', { countryCode: '85a', localNumber: '91234567' }, { countryCode: ['VALIDATION.PHONE_INVALID'] }],
    ['refuses a number too short to be a phone', { countryCode: '852', localNumber: '12' }, { localNumber: ['VALIDATION.PHONE_INVALID'] }],
  ])('%s', (_name, values, expected) => {
    expect(whatsAppPhoneErrors(values)).toEqual(expected);
  });

  it('asks for the 6-digit code before verifying', () => {
    expect(whatsAppLoginErrors({ countryCode: '852', localNumber: '91234567', code: '12' })).toEqual({
      code: ['VALIDATION.VERIFICATION_CODE_INVALID'],
    });
  });
});
