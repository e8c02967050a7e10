import { describe, expect, it } from 'vitest';
import { knownFailureCode, normaliseFailureText, readKnownFailure, secondsToWait } from './backend-failures';
import { isErrorCode } from './error-codes';

describe('the known backend failure texts', () => {
  it.each([
    // what the contract server sends (token-grants.ts, auth.routes.ts, verification.routes.ts)
    ['Verification code error', 'AUTH.CODE_INVALID'],
    ['验证码不正确', 'AUTH.CODE_INVALID'],
    ['Incorrect username or password', 'AUTH.BAD_CREDENTIALS'],
    ['Invalid refresh token', 'AUTH.REFRESH_INVALID'],
    ['No user information', 'AUTH.NO_USER'],
    ['验证码发送过于频繁，请 42 秒后再试', 'CODE.TOO_FREQUENT'],
    ['Incorrect phone number', 'VALIDATION.PHONE_INVALID'],
    ['Incorrect e-mail address', 'VALIDATION.EMAIL_INVALID'],
    // the messages of spec §8
    ['Account restricted', 'AUTH.ACCOUNT_RESTRICTED'],
    ['The email you provided is not supported', 'AUTH.EMAIL_NOT_SUPPORTED'],
    ['Failed to get the verification code, complete your information first', 'AUTH.CODE_NEEDS_INFO_FIRST'],
    // other wordings of the same failures (BladeX zh texts, Spring Security, a guidance clause)
    ['验证码错误', 'AUTH.CODE_INVALID'],
    ['验证码错误，请重新输入', 'AUTH.CODE_INVALID'],
    ['The verification code is incorrect.', 'AUTH.CODE_INVALID'],
    ['Invalid verification code', 'AUTH.CODE_INVALID'],
    ['Verification code expired', 'AUTH.CODE_EXPIRED'],
    ['Too many wrong verification codes, please get a new code', 'AUTH.CODE_ATTEMPTS_EXCEEDED'],
    ['Too many verification code attempts', 'AUTH.CODE_ATTEMPTS_EXCEEDED'],
    ['验证码错误次数过多，请重新获取验证码', 'AUTH.CODE_ATTEMPTS_EXCEEDED'],
    ['The verification code has expired, please get a new one', 'AUTH.CODE_EXPIRED'],
    ['验证码已过期', 'AUTH.CODE_EXPIRED'],
    ['验证码已失效，请重新获取', 'AUTH.CODE_EXPIRED'],
    ['用户名或密码错误', 'AUTH.BAD_CREDENTIALS'],
    ['账号或密码不正确', 'AUTH.BAD_CREDENTIALS'],
    ['Bad credentials', 'AUTH.BAD_CREDENTIALS'],
    ['Username or password is incorrect', 'AUTH.BAD_CREDENTIALS'],
    ['Invalid refresh token: 3f2a-77', 'AUTH.REFRESH_INVALID'],
    ['Refresh token expired', 'AUTH.REFRESH_INVALID'],
    ['未找到用户信息', 'AUTH.NO_USER'],
    ['用户信息不存在', 'AUTH.NO_USER'],
    ['账号已被限制使用', 'AUTH.ACCOUNT_RESTRICTED'],
    ['账号受限', 'AUTH.ACCOUNT_RESTRICTED'],
    ['Your account has been restricted.', 'AUTH.ACCOUNT_RESTRICTED'],
    ['不支持您提供的邮箱', 'AUTH.EMAIL_NOT_SUPPORTED'],
    ['您填写的邮箱不支持', 'AUTH.EMAIL_NOT_SUPPORTED'],
    ['This e-mail address is not supported', 'AUTH.EMAIL_NOT_SUPPORTED'],
    ['获取验证码失败，请先完善信息', 'AUTH.CODE_NEEDS_INFO_FIRST'],
    ['发送验证码过于频繁', 'CODE.TOO_FREQUENT'],
    ['Verification codes were sent too frequently. Try again in 30 seconds.', 'CODE.TOO_FREQUENT'],
    ['Too many code requests', 'CODE.TOO_FREQUENT'],
    ['Invalid mobile number', 'VALIDATION.PHONE_INVALID'],
    ['Invalid email', 'VALIDATION.EMAIL_INVALID'],
  ])('reads %j as %s', (message, code) => {
    expect(knownFailureCode(message)).toBe(code);
    expect(isErrorCode(code)).toBe(true);
  });

  it.each([
    ['  verification code ERROR. '],
    ['VERIFICATION CODE ERROR!'],
    ['验证码错误。'],
    ['验证码错误,请重新输入'],
    ['Verification\u3000code  error'],
  ])('matches %j whatever its case, spaces and closing punctuation', (message) => {
    expect(knownFailureCode(message)).toBe('AUTH.CODE_INVALID');
  });

  it.each([
    ['令牌已过期', 'the expired token, which arrives as a 401 and stays AUTH.UNAUTHORIZED'],
    ['请求未授权', 'the gateway 401 text'],
    ['原密码不正确', 'a wrong old password'],
    ['账号不存在', 'an unknown account on reset'],
    ['邮箱格式不正确', 'the form check of a field labelled 邮箱 (not the login input)'],
    ['手机号码格式不正确', 'the same form check for 手机号码'],
    ['操作过于频繁', 'a throttle of something other than codes'],
    ['Invalid number', 'a number field, not the phone'],
    ['Exhibition not found', 'another token failure'],
    ['Unsupported grant type: foo', 'another token failure'],
    ['服务器异常', 'a 500'],
    ['', 'an empty text'],
  ])('leaves %j unknown (%s)', (message) => {
    expect(knownFailureCode(message)).toBeUndefined();
  });

  it('reads no text as nothing', () => {
    expect(knownFailureCode(undefined)).toBeUndefined();
    expect(readKnownFailure(undefined)).toBeUndefined();
  });

  it('names the input of a validation failure and the wait of a throttle', () => {
    expect(readKnownFailure('Incorrect phone number')).toEqual({ code: 'VALIDATION.PHONE_INVALID', field: 'phone' });
    expect(readKnownFailure('Incorrect e-mail address')).toEqual({ code: 'VALIDATION.EMAIL_INVALID', field: 'email' });
    expect(readKnownFailure('验证码发送过于频繁，请 42 秒后再试')).toEqual({ code: 'CODE.TOO_FREQUENT', retryAfterSeconds: 42 });
    expect(readKnownFailure('发送验证码过于频繁')).toEqual({ code: 'CODE.TOO_FREQUENT' });
    expect(readKnownFailure('Verification code error')).toEqual({ code: 'AUTH.CODE_INVALID' });
  });
});

describe('normaliseFailureText', () => {
  it('makes full-width punctuation half-width, collapses spaces and drops the closing punctuation', () => {
    expect(normaliseFailureText('  验证码错误，请重新输入！ ')).toBe('验证码错误,请重新输入');
    expect(normaliseFailureText('Verification \n code   error ?')).toBe('Verification code error');
  });
});

describe('secondsToWait', () => {
  it.each([
    ['验证码发送过于频繁，请 42 秒后再试', 42],
    ['请59秒后再试', 59],
    ['Please wait 30 seconds', 30],
    ['Try again in 1 second', 1],
    ['retry after 15s', 15],
    ['请 2 分钟后再试', 120],
    ['Try again in 1 minute', 60],
    ['no number', undefined],
    ['code 123456', undefined],
    [undefined, undefined],
  ])('reads %j as %s', (message, seconds) => {
    expect(secondsToWait(message)).toBe(seconds);
  });
});
