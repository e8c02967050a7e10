// The backend's known failure texts (zh and en, as BladeX services and the token endpoint write them)
// and the codes they mean, so a caller branches on a code instead of matching server text.
import type { ErrorCode } from './error-codes';

interface KnownFailure {
  readonly code: ErrorCode;
  /** Lower-cased texts the message equals, or (for `contains`) includes. */
  readonly texts: readonly string[];
  readonly contains?: boolean;
}

const KNOWN_FAILURES: readonly KnownFailure[] = [
  { code: 'AUTH.CODE_INVALID', texts: ['verification code error', '验证码不正确', '验证码错误', 'incorrect verification code'] },
  { code: 'AUTH.CODE_EXPIRED', texts: ['verification code expired', '验证码已过期', '验证码已失效'] },
  { code: 'AUTH.BAD_CREDENTIALS', texts: ['incorrect username or password', '用户名或密码错误', '账号或密码错误'] },
  { code: 'AUTH.REFRESH_INVALID', texts: ['invalid refresh token'] },
  { code: 'AUTH.NO_USER', texts: ['no user information'] },
  { code: 'AUTH.ACCOUNT_RESTRICTED', texts: ['account restricted', '账号受限', '账户受限', '账号已被限制'] },
  { code: 'AUTH.EMAIL_NOT_SUPPORTED', texts: ['the email you provided is not supported', '您提供的邮箱不支持', '邮箱不支持'] },
  { code: 'AUTH.CODE_NEEDS_INFO_FIRST', texts: ['failed to get the verification code, complete your information first', '获取验证码失败，请先完善信息'] },
  { code: 'CODE.TOO_FREQUENT', texts: ['验证码发送过于频繁', 'sent too frequently', 'too frequent'], contains: true },
  { code: 'VALIDATION.PHONE_INVALID', texts: ['incorrect phone number'] },
  { code: 'VALIDATION.EMAIL_INVALID', texts: ['incorrect e-mail address'] },
];

const normalised = (text: string): string => text.trim().toLowerCase().replace(/[。.!！]+$/, '');

/** The code a known backend failure text means, or undefined for any other text. */
export function knownFailureCode(message: string | undefined): ErrorCode | undefined {
  if (message === undefined) return undefined;
  const text = normalised(message);
  return KNOWN_FAILURES.find((known) => known.texts.some((t) => (known.contains ? text.includes(t) : text === t)))?.code;
}

/** Seconds a "wait N seconds" failure asks for (e.g. 验证码发送过于频繁，请 42 秒后再试). */
export function secondsToWait(message: string | undefined): number | undefined {
  const seconds = /(\d+)\s*(?:秒|s\b|seconds?)/i.exec(message ?? '')?.[1];
  return seconds === undefined ? undefined : Number(seconds);
}
