/** Wrong codes a phone or e-mail may send before its code is dead (a new code must be requested). */
export const MAX_WRONG_CODES = 5;

export const TOO_MANY_WRONG_CODES = 'Too many wrong verification codes, please get a new code';
export const TOO_MANY_WRONG_CODES_CN = '验证码错误次数过多，请重新获取验证码';

export type CodeVerdict = 'right' | 'wrong' | 'exhausted';

/**
 * Wrong verification codes per phone or e-mail, as the backend counts them: after MAX_WRONG_CODES wrong
 * codes in a row the code is dead, the right one included, until a new code is sent to that target. A
 * right code within the limit starts the count again. (The demo code is always the same, so only wrong
 * codes count: logging in with it any number of times is fine.)
 */
export class CodeAttempts {
  private readonly wrong = new Map<string, number>();

  /** Checks `code` against `expected` for `target` and counts it when wrong. */
  check(target: string, code: string | undefined, expected: string): CodeVerdict {
    const key = keyOf(target);
    const count = this.wrong.get(key) ?? 0;
    if (count >= MAX_WRONG_CODES) return 'exhausted';
    if (code === expected) {
      this.wrong.delete(key);
      return 'right';
    }
    this.wrong.set(key, count + 1);
    return 'wrong';
  }

  /** A new code went to `target`: its count starts again. */
  renew(target: string): void {
    this.wrong.delete(keyOf(target));
  }

  clear(): void {
    this.wrong.clear();
  }
}

const keyOf = (target: string): string => target.trim().toLowerCase();
