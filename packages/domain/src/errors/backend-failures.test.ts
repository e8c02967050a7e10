import { describe, expect, it } from 'vitest';
import { knownFailureCode, secondsToWait } from './backend-failures';
import { errorFromResponse } from './error-from-response';
import { DomainError, isDomainError } from './result';

describe('known backend failures', () => {
  it.each([
    ['Verification code error', 'AUTH.CODE_INVALID'],
    ['验证码不正确', 'AUTH.CODE_INVALID'],
    ['  verification code ERROR. ', 'AUTH.CODE_INVALID'],
    ['验证码已过期', 'AUTH.CODE_EXPIRED'],
    ['Incorrect username or password', 'AUTH.BAD_CREDENTIALS'],
    ['Invalid refresh token', 'AUTH.REFRESH_INVALID'],
    ['No user information', 'AUTH.NO_USER'],
    ['Account restricted', 'AUTH.ACCOUNT_RESTRICTED'],
    ['The email you provided is not supported', 'AUTH.EMAIL_NOT_SUPPORTED'],
    ['验证码发送过于频繁，请 42 秒后再试', 'CODE.TOO_FREQUENT'],
    ['Incorrect phone number', 'VALIDATION.PHONE_INVALID'],
  ])('reads %j as %s', (message, code) => {
    expect(knownFailureCode(message)).toBe(code);
  });

  it('leaves any other text unknown', () => {
    expect(knownFailureCode('原密码不正确')).toBeUndefined();
    expect(knownFailureCode(undefined)).toBeUndefined();
  });

  it('reads the seconds a throttle asks to wait', () => {
    expect(secondsToWait('验证码发送过于频繁，请 42 秒后再试')).toBe(42);
    expect(secondsToWait('Please wait 30 seconds')).toBe(30);
    expect(secondsToWait('no number')).toBeUndefined();
  });
});

describe('errorFromResponse', () => {
  it('maps a known token failure to its code, keeping the text, the backend code and the status', () => {
    const error = errorFromResponse({ kind: 'failure', code: 400, message: 'Verification code error' }, { status: 400 });

    expect(error).toMatchObject({ code: 'AUTH.CODE_INVALID', detail: 'Verification code error', status: 400, backendCode: 400, retryable: false });
  });

  it('makes a known failure that arrived as a silent 400 visible under its own code, with the wait', () => {
    const error = errorFromResponse({ kind: 'silent', code: 400, message: '验证码发送过于频繁，请 42 秒后再试' }, { status: 400 });

    expect(error).toMatchObject({ code: 'CODE.TOO_FREQUENT', retryAfterSeconds: 42, retryable: true });
  });

  it('keeps unknown failures as SERVER.FAILURE, retryable only for a 5xx', () => {
    expect(errorFromResponse({ kind: 'failure', code: 500, message: '服务器异常' }, { status: 500 })).toMatchObject({ code: 'SERVER.FAILURE', retryable: true });
    expect(errorFromResponse({ kind: 'failure', code: 409, message: '冲突' }, { status: 409 })).toMatchObject({ code: 'SERVER.FAILURE', retryable: false });
  });

  it('never reads a 401 message as anything but AUTH.UNAUTHORIZED', () => {
    expect(errorFromResponse({ kind: 'unauthorized', code: 401, message: 'No user information' }).code).toBe('AUTH.UNAUTHORIZED');
  });
});

describe('DomainError across copies of the package', () => {
  it('is recognised by brand, as an ESM and a CJS copy of the class would see each other', () => {
    const fromOtherCopy = Object.assign(Object.create(Error.prototype) as object, { code: 'NETWORK.TIMEOUT' });
    Object.defineProperty(fromOtherCopy, Symbol.for('fairpass.DomainError'), { value: true });

    expect(isDomainError(fromOtherCopy)).toBe(true);
    expect(fromOtherCopy instanceof DomainError).toBe(true);
    expect(isDomainError(fromOtherCopy, 'NETWORK.TIMEOUT')).toBe(true);
    expect(isDomainError(fromOtherCopy, 'AUTH.CODE_INVALID')).toBe(false);
    expect(isDomainError(new Error('plain'))).toBe(false);
    expect(new Error('plain') instanceof DomainError).toBe(false);
  });

  it('carries the field of a validation error and is retryable only where a retry can help', () => {
    const error = new DomainError('VALIDATION.REQUIRED', undefined, undefined, { field: 'phone' });

    expect(error).toMatchObject({ field: 'phone', retryable: false });
    expect(new DomainError('NETWORK.TIMEOUT').retryable).toBe(true);
  });
});
