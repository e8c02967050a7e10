import { describe, expect, it } from 'vitest';
import { mailFileErrors } from './mail-file-rules';

describe('the address a file is mailed to', () => {
  it.each([
    ['', 'VALIDATION.REQUIRED'],
    ['   ', 'VALIDATION.REQUIRED'],
    ['not-an-address', 'VALIDATION.EMAIL_INVALID'],
    ['a@b', 'VALIDATION.EMAIL_INVALID'],
    [`${'a'.repeat(95)}@b.com`, 'VALIDATION.TOO_LONG'],
  ])('refuses %j (%s)', (email, code) => {
    expect(mailFileErrors({ email })).toEqual({ email: [code] });
  });

  it.each(['buyer@example.com', '  buyer@example.com  ', 'wang.xiaoming@corp.example.cn'])('accepts %j', (email) => {
    expect(mailFileErrors({ email })).toEqual({});
  });
});
