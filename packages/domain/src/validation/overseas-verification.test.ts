import { describe, expect, it } from 'vitest';
import { codeChannelFor } from './code-channel';
import { internationalNumber, whatsAppLoginErrors, whatsAppPhoneErrors } from './whatsapp-number';

describe('where a verification code goes', () => {
  it.each([
    ['visitor@example.com', 'email'],
    ['13800000004', 'sms'],
    [' 13800000004 ', 'sms'],
    ['+85291234567', 'whatsapp'],
  ] as const)('%s → %s', (account, channel) => {
    expect(codeChannelFor(account)).toBe(channel);
  });
});

describe('the WhatsApp number', () => {
  it('joins country code and local number without separators', () => {
    expect(internationalNumber({ countryCode: '+852', localNumber: '9123 4567' })).toBe('+85291234567');
    expect(internationalNumber({ countryCode: '44', localNumber: '20-7946-0000' })).toBe('+442079460000');
  });

  it.each([
    ['accepts a Hong Kong number', { countryCode: '852', localNumber: '91234567' }, {}],
    ['requires both parts', { countryCode: '', localNumber: '' }, { countryCode: ['VALIDATION.REQUIRED'], localNumber: ['VALIDATION.REQUIRED'] }],
    ['refuses a country code with letters', { countryCode: '85a', localNumber: '91234567' }, { countryCode: ['VALIDATION.PHONE_INVALID'] }],
    ['refuses a number too short to be a phone', { countryCode: '852', localNumber: '12' }, { localNumber: ['VALIDATION.PHONE_INVALID'] }],
    ['treats values that are not text as missing', { countryCode: 852, localNumber: null }, { countryCode: ['VALIDATION.REQUIRED'], localNumber: ['VALIDATION.REQUIRED'] }],
  ])('%s', (_name, values, expected) => {
    expect(whatsAppPhoneErrors(values)).toEqual(expected);
  });

  it('asks for the 6-digit code before verifying', () => {
    expect(whatsAppLoginErrors({ countryCode: '852', localNumber: '91234567', code: '12' })).toEqual({
      code: ['VALIDATION.VERIFICATION_CODE_INVALID'],
    });
    expect(whatsAppLoginErrors({ countryCode: '852', localNumber: '91234567', code: '' })).toEqual({ code: ['VALIDATION.REQUIRED'] });
    expect(whatsAppLoginErrors({ countryCode: '852', localNumber: '91234567', code: '123456' })).toEqual({});
  });
});
