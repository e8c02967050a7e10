import { describe, expect, it } from 'vitest';
import { PasswordChangeInput } from './password-change.input';
import { PasswordResetInput } from './password-reset.input';
import { validateInput } from './validate-input';

describe('forgotten password', () => {
  const valid = { account: '13800000004', code: '123456', newPassword: 'New@2026x', newPassword1: 'New@2026x' };

  it.each([
    ['a phone account', valid],
    ['an e-mail account', { ...valid, account: 'visitor@example.com' }],
    ['an international phone account', { ...valid, account: '+852 9123 4567' }],
  ])('accepts %s', (_, data) => {
    expect(validateInput(PasswordResetInput, data)).toEqual({});
  });

  it.each([
    ['an account that is neither phone nor e-mail', { account: 'demo' }, { account: ['VALIDATION.ACCOUNT_INVALID'] }],
    ['new passwords that differ', { newPassword1: 'New@2026y' }, { newPassword1: ['VALIDATION.PASSWORD_MISMATCH'] }],
    [
      'a weak new password typed twice',
      { newPassword: 'password', newPassword1: 'password' },
      { newPassword: ['VALIDATION.PASSWORD_WEAK'] },
    ],
    ['a missing repetition', { newPassword1: '' }, { newPassword1: ['VALIDATION.REQUIRED'] }],
  ])('reports %s', (_, change, expected) => {
    expect(validateInput(PasswordResetInput, { ...valid, ...change })).toEqual(expected);
  });
});

describe('change password', () => {
  it('accepts any old password and a strong, repeated new one', () => {
    const data = { oldPassword: 'legacy', newPassword: 'New@2026x', newPassword1: 'New@2026x' };
    expect(validateInput(PasswordChangeInput, data)).toEqual({});
  });

  it('reports a missing old password and a mismatch together', () => {
    const data = { oldPassword: ' ', newPassword: 'New@2026x', newPassword1: 'New@2026' };
    expect(validateInput(PasswordChangeInput, data)).toEqual({
      oldPassword: ['VALIDATION.REQUIRED'],
      newPassword1: ['VALIDATION.PASSWORD_MISMATCH'],
    });
  });
});
