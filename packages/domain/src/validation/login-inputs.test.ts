import { describe, expect, it } from 'vitest';
import { EmailLoginInput } from './email-login.input';
import { PasswordLoginInput } from './password-login.input';
import { SmsLoginInput } from './sms-login.input';
import { validateInput } from './validate-input';

const consents = { privacyAccepted: true, initiativeAccepted: true };

describe('login by SMS', () => {
  it('accepts a mainland mobile, a 6-digit code and both consents', () => {
    expect(validateInput(SmsLoginInput, { phone: '13800000004', code: '123456', ...consents })).toEqual({});
  });

  it.each([
    ['an empty phone', { phone: '', code: '123456' }, { phone: ['VALIDATION.REQUIRED'] }],
    ['a missing phone', { code: '123456' }, { phone: ['VALIDATION.REQUIRED'] }],
    ['a landline', { phone: '01088886666', code: '123456' }, { phone: ['VALIDATION.PHONE_INVALID'] }],
    ['a 4-digit code', { phone: '13800000004', code: '1234' }, { code: ['VALIDATION.VERIFICATION_CODE_INVALID'] }],
    [
      'both wrong',
      { phone: '123', code: 'abcdef' },
      { phone: ['VALIDATION.PHONE_INVALID'], code: ['VALIDATION.VERIFICATION_CODE_INVALID'] },
    ],
  ])('reports %s', (_, fields, expected) => {
    expect(validateInput(SmsLoginInput, { ...fields, ...consents })).toEqual(expected);
  });

  it.each([
    ['the privacy agreement', { privacyAccepted: false, initiativeAccepted: true }, 'privacyAccepted', 'VALIDATION.PRIVACY_NOT_ACCEPTED'],
    ['the initiative letter', { privacyAccepted: true, initiativeAccepted: 'true' }, 'initiativeAccepted', 'VALIDATION.INITIATIVE_NOT_ACCEPTED'],
  ])('requires %s to be ticked', (_, ticks, field, code) => {
    expect(validateInput(SmsLoginInput, { phone: '13800000004', code: '123456', ...ticks })).toEqual({
      [field]: [code],
    });
  });

  it('ignores keys that would reach the prototype', () => {
    const data = JSON.parse('{"__proto__": {"polluted": true}, "phone": "13800000004", "code": "123456"}');
    const errors = validateInput(SmsLoginInput, { ...data, ...consents });
    expect(errors).toEqual({});
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});

describe('login by e-mail', () => {
  it('accepts an address and a code', () => {
    expect(validateInput(EmailLoginInput, { email: 'visitor@example.com', code: '123456', ...consents })).toEqual({});
  });

  it('reports a malformed address', () => {
    expect(validateInput(EmailLoginInput, { email: 'visitor@', code: '123456', ...consents })).toEqual({
      email: ['VALIDATION.EMAIL_INVALID'],
    });
  });
});

describe('login by password', () => {
  it('accepts the seeded demo account', () => {
    expect(validateInput(PasswordLoginInput, { account: 'demo', password: 'Demo@2026', ...consents })).toEqual({});
  });

  it('leaves judging an attempted password to the server: a password weaker than the rule for new ones is sent', () => {
    expect(validateInput(PasswordLoginInput, { account: 'demo', password: 'old2019', ...consents })).toEqual({});
  });

  it.each([
    ['a one-letter account', { account: 'd', password: 'Demo@2026' }, { account: ['VALIDATION.ACCOUNT_LENGTH'] }],
    ['a 65-character password', { account: 'demo', password: `A1!${'a'.repeat(62)}` }, { password: ['VALIDATION.TOO_LONG'] }],
    ['an empty password', { account: 'demo', password: '' }, { password: ['VALIDATION.REQUIRED'] }],
  ])('reports %s', (_, fields, expected) => {
    expect(validateInput(PasswordLoginInput, { ...fields, ...consents })).toEqual(expected);
  });
});
