// The backend's known failure texts and the codes they mean, so a caller branches on a code instead of
// matching server text. Sources: the token endpoint (`{error, error_description}`, English, as the
// contract server and BladeX send them), the verification-code and password routes (Chinese `msg` in a
// 400 envelope) and the messages of spec §8. The text itself stays in DomainError.detail.
//
// Matching: the text is NFKC-normalised (full-width ，：→ ,:), trimmed, its spaces collapsed and its
// closing punctuation dropped; English is matched case-insensitively. A phrase matches the whole text,
// or the text's first clause when a comma follows ("验证码错误，请重新输入"); texts that carry a number
// ("请 42 秒后再试", "Invalid refresh token: abc") are matched by what they contain or start with.
//
// Deliberately NOT mapped: 令牌已过期 / 请求未授权 (they arrive as 401, always AUTH.UNAUTHORIZED), the
// zh format texts 手机号码格式不正确 / 邮箱格式不正确 (the backend's form check writes "<label>格式不正确"
// too, e.g. 邮箱格式不正确 for a registration form's e-mail field, which is not the login input), and
// any other business text (账号不存在, 原密码不正确, …): those stay SERVER.FAILURE / SERVER.SILENT.
import type { ErrorCode } from './error-codes';

interface KnownFailure {
  readonly code: ErrorCode;
  /** The input the failure is about, for VALIDATION.* codes. */
  readonly field?: string;
  /** Tested against the normalised text. */
  readonly patterns: readonly RegExp[];
}

/** A phrase that is the whole text or its first clause (a comma and anything after it may follow). */
const phrase = (source: string): RegExp => new RegExp(`^(?:${source})(?:[,;].*)?$`, 'i');

const KNOWN_FAILURES = [
  {
    // Too many wrong codes for one phone or e-mail: that code is dead until a new one is requested.
    code: 'AUTH.CODE_ATTEMPTS_EXCEEDED',
    patterns: [
      /^too many (?:wrong |incorrect |invalid |failed )?(?:verification )?code (?:attempts|errors|tries)\b/i,
      /^too many (?:wrong|incorrect|invalid|failed) (?:verification )?codes\b/i,
      /^验证码(?:错误|输入错误|验证失败|尝试)次数(?:过多|超限|已达上限)/,
    ],
  },
  {
    code: 'AUTH.CODE_INVALID',
    patterns: [
      phrase('(?:the )?verification code (?:is )?(?:error|incorrect|wrong|invalid)'),
      phrase('(?:incorrect|invalid|wrong) verification code'),
      phrase('验证码(?:错误|不正确|有误|输入错误|无效)'),
    ],
  },
  {
    code: 'AUTH.CODE_EXPIRED',
    patterns: [phrase('(?:the )?verification code (?:has )?expired'), phrase('验证码(?:已)?(?:过期|失效)')],
  },
  {
    code: 'AUTH.BAD_CREDENTIALS',
    patterns: [
      phrase('(?:incorrect|invalid|wrong) (?:username|user name|account) or password'),
      phrase('(?:username|user name|account) or password (?:is )?(?:incorrect|invalid|wrong|error)'),
      phrase('bad credentials'),
      phrase('(?:用户名|账号|账户)或密码(?:错误|不正确|有误)'),
    ],
  },
  {
    code: 'AUTH.REFRESH_INVALID',
    // Spring Security writes "Invalid refresh token: <the token>".
    patterns: [/^invalid refresh token\b/i, /^refresh token (?:is )?(?:invalid|expired)\b/i],
  },
  {
    code: 'AUTH.NO_USER',
    patterns: [phrase('no user info(?:rmation)?(?: found)?'), phrase('(?:未找到|未获取到|没有)用户信息|用户信息不存在')],
  },
  {
    code: 'AUTH.ACCOUNT_RESTRICTED',
    patterns: [phrase('(?:your )?account (?:is |has been )?restricted'), phrase('(?:您的)?账[号户](?:已)?(?:被)?(?:受限|限制(?:使用|登录)?)')],
  },
  {
    code: 'AUTH.EMAIL_NOT_SUPPORTED',
    patterns: [
      phrase('(?:the )?e-?mail(?: address)? you (?:provided|entered) is not supported'),
      phrase('(?:this )?e-?mail(?: address)? is not supported'),
      phrase('(?:您|你)?(?:提供|填写)的邮箱(?:暂)?不(?:受)?支持|不支持(?:您|你)?(?:提供|填写)?的?(?:该)?邮箱'),
    ],
  },
  {
    code: 'AUTH.CODE_NEEDS_INFO_FIRST',
    patterns: [
      /^failed to get the verification code, (?:please )?complete your information first$/i,
      /^获取验证码失败,请先完善(?:您的)?(?:个人)?信息$/,
    ],
  },
  {
    code: 'CODE.TOO_FREQUENT',
    // The contract server: "验证码发送过于频繁，请 42 秒后再试" (a 400 envelope).
    patterns: [
      /验证码.*(?:过于|太|过)频繁/,
      /(?:发送|获取).*(?:过于|太|过)频繁/,
      /\b(?:code|sms|message)s?\b.*\btoo (?:frequently|frequent|often)\b/i,
      /\btoo many (?:verification )?(?:code|sms) requests\b/i,
    ],
  },
  {
    code: 'VALIDATION.PHONE_INVALID',
    field: 'phone',
    patterns: [phrase('(?:incorrect|invalid) (?:mobile phone|mobile|phone) number')],
  },
  {
    code: 'VALIDATION.EMAIL_INVALID',
    field: 'email',
    patterns: [phrase('(?:incorrect|invalid) e-?mail(?: address)?')],
  },
] as const satisfies readonly KnownFailure[];

/** A code a known backend failure text is read as. */
export type KnownFailureCode = (typeof KNOWN_FAILURES)[number]['code'];

/** What a known failure text means: its code and, for a VALIDATION.* code, the input it is about. */
export interface KnownFailureReading {
  readonly code: KnownFailureCode;
  readonly field?: string;
  /** Seconds the text asks to wait ("请 42 秒后再试"), when it names them. */
  readonly retryAfterSeconds?: number;
}

/** The text as the patterns expect it: half-width, trimmed, single-spaced, without closing punctuation. */
export const normaliseFailureText = (text: string): string =>
  text
    .normalize('NFKC')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[。.!！?？\s]+$/u, '');

/** Reads a backend failure text: its code and details, or undefined for a text the table does not know. */
export function readKnownFailure(message: string | undefined): KnownFailureReading | undefined {
  if (message === undefined) return undefined;
  const text = normaliseFailureText(message);
  const known: KnownFailure | undefined = KNOWN_FAILURES.find((entry) => entry.patterns.some((pattern) => pattern.test(text)));
  if (known === undefined) return undefined;
  const seconds = secondsToWait(text);
  return {
    code: known.code as KnownFailureCode,
    ...(known.field === undefined ? {} : { field: known.field }),
    ...(seconds === undefined ? {} : { retryAfterSeconds: seconds }),
  };
}

/** The code a known backend failure text means, or undefined for any other text. */
export const knownFailureCode = (message: string | undefined): KnownFailureCode | undefined => readKnownFailure(message)?.code;

/** Seconds a "wait N seconds / minutes" text asks for (验证码发送过于频繁，请 42 秒后再试 → 42). */
export function secondsToWait(message: string | undefined): number | undefined {
  const text = message ?? '';
  const seconds = /(\d+)\s*(?:秒|s\b|secs?\b|seconds?\b)/i.exec(text)?.[1];
  if (seconds !== undefined) return Number(seconds);
  const minutes = /(\d+)\s*(?:分钟|mins?\b|minutes?\b)/i.exec(text)?.[1];
  return minutes === undefined ? undefined : Number(minutes) * 60;
}
