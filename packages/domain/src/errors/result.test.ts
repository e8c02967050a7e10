import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { ErrorCode } from './error-codes';
import { DomainError, err, isDomainError, isRetryableFailure, ok, requestFactsOf, withRequestFacts, type Result } from './result';

describe('Result and DomainError', () => {
  it('wraps a value as ok and an error as err', () => {
    expect(ok(3)).toEqual({ ok: true, value: 3 });
    const failure = err(new DomainError('UNKNOWN'));
    expect(failure.ok).toBe(false);
    expect(failure.error.code).toBe('UNKNOWN');
  });

  it('puts the server detail into the message and keeps the cause', () => {
    const cause = new Error('socket hang up');
    const error = new DomainError('SERVER.FAILURE', '库存不足', cause);
    expect(error.message).toBe('SERVER.FAILURE: 库存不足');
    expect(error.cause).toBe(cause);
    expect(error.name).toBe('DomainError');
    expect(error).toBeInstanceOf(Error);
    expect(new DomainError('NETWORK.TIMEOUT').message).toBe('NETWORK.TIMEOUT');
  });

  it('takes the reply facts as a fourth argument, setting only those given', () => {
    const error = new DomainError('CODE.TOO_FREQUENT', '请 42 秒后再试', undefined, { status: 400, backendCode: 400, retryAfterSeconds: 42 });
    expect(error).toMatchObject({ status: 400, backendCode: 400, retryAfterSeconds: 42, retryable: true });
    expect(error.field).toBeUndefined();

    const plain = new DomainError('SERVER.FAILURE');
    for (const unset of ['status', 'backendCode', 'field', 'retryAfterSeconds']) expect(Object.keys(plain)).not.toContain(unset);
  });

  it('carries the values of its message placeholders', () => {
    const error = new DomainError('TICKET.CONFLICT', undefined, undefined, { params: { ticketA: 'VIP', ticketB: 'Student' } });
    expect(error.params).toEqual({ ticketA: 'VIP', ticketB: 'Student' });
    expect(Object.keys(new DomainError('TICKET.CONFLICT'))).not.toContain('params');
  });

  it('names the input of a validation error', () => {
    const error = new DomainError('VALIDATION.REQUIRED', undefined, undefined, { field: 'phone' });
    expect(error).toMatchObject({ code: 'VALIDATION.REQUIRED', field: 'phone', retryable: false });
    expect(error.message).toBe('VALIDATION.REQUIRED');
  });

  it('lets the caller override retryable', () => {
    expect(new DomainError('SERVER.FAILURE', undefined, undefined, { retryable: true }).retryable).toBe(true);
    expect(new DomainError('NETWORK.TIMEOUT', undefined, undefined, { retryable: false }).retryable).toBe(false);
  });
});

describe('the request a failure ended', () => {
  it('carries the key, the request id and the asked wait given as options, and none when not given', () => {
    const error = new DomainError('NETWORK.TIMEOUT', undefined, undefined, { idempotencyKey: 'k-1', requestId: 'r-1', retryAfterMs: 500 });

    expect(error).toMatchObject({ idempotencyKey: 'k-1', requestId: 'r-1', retryAfterMs: 500 });
    expect(new DomainError('UNKNOWN')).not.toHaveProperty('idempotencyKey');
    expect(new DomainError('UNKNOWN')).not.toHaveProperty('requestId');
  });

  it('is stamped on an existing error, keeping what it holds, and handed on to a wrapping one', () => {
    const inner = new DomainError('REQUEST.IN_FLIGHT', undefined, undefined, { retryAfterMs: 500 });

    const stamped = withRequestFacts(inner, { idempotencyKey: 'k-2', requestId: 'r-2', retryAfterMs: 9 });
    const outer = new DomainError('SERVER.FAILURE', undefined, stamped, requestFactsOf(stamped));

    expect(stamped).toBe(inner);
    expect(stamped).toMatchObject({ idempotencyKey: 'k-2', requestId: 'r-2', retryAfterMs: 500 });
    expect(outer).toMatchObject({ idempotencyKey: 'k-2', requestId: 'r-2', retryAfterMs: 500 });
    expect(withRequestFacts(new DomainError('UNKNOWN'), {})).not.toHaveProperty('idempotencyKey');
  });
});

describe('retryable', () => {
  it.each<[ErrorCode, number | undefined, boolean]>([
    ['NETWORK.TIMEOUT', undefined, true],
    ['NETWORK.EXCEPTION', undefined, true],
    ['REQUEST.IN_FLIGHT', undefined, true],
    ['CODE.TOO_FREQUENT', 400, true],
    ['SERVER.FAILURE', 500, true],
    ['SERVER.FAILURE', 503, true],
    ['SERVER.FAILURE', 408, true],
    ['SERVER.FAILURE', 429, true],
    ['UNKNOWN', 502, true],
    ['SERVER.SILENT', 504, true],
    ['SERVER.FAILURE', 200, false],
    ['SERVER.FAILURE', 409, false],
    ['SERVER.FAILURE', undefined, false],
    ['SERVER.SILENT', 400, false],
    ['UNKNOWN', undefined, false],
    ['REQUEST.ABORTED', undefined, false],
    ['AUTH.UNAUTHORIZED', 401, false],
    ['AUTH.CODE_INVALID', 400, false],
    ['AUTH.BAD_CREDENTIALS', 500, false],
    ['VALIDATION.PHONE_INVALID', 400, false],
    ['VALIDATION.REQUIRED', undefined, false],
    ['LINK.CLOSED', undefined, false],
  ])('%s with status %s: %s', (code, status, expected) => {
    expect(isRetryableFailure(code, status)).toBe(expected);
    expect(new DomainError(code, undefined, undefined, status === undefined ? {} : { status }).retryable).toBe(expected);
  });
});

describe('DomainError across copies of the package', () => {
  const brand = Symbol.for('fairpass.DomainError');

  it('marks every instance with the registered brand, not enumerably', () => {
    const error = new DomainError('UNKNOWN');
    expect((error as unknown as Record<symbol, unknown>)[brand]).toBe(true);
    expect(Object.getOwnPropertySymbols(error).filter((s) => Object.prototype.propertyIsEnumerable.call(error, s))).toEqual([]);
  });

  it('recognises an error of a second copy of the module (as an ESM and a CJS build would be) by brand and instanceof', async () => {
    vi.resetModules();
    const copy = await import('./result');
    expect(copy.DomainError).not.toBe(DomainError);

    const foreign = new copy.DomainError('AUTH.CODE_INVALID', 'Verification code error');
    expect(Object.getPrototypeOf(foreign)).not.toBe(DomainError.prototype);
    expect(foreign instanceof DomainError).toBe(true);
    expect(isDomainError(foreign)).toBe(true);
    expect(isDomainError(foreign, 'AUTH.CODE_INVALID')).toBe(true);
    expect(new DomainError('UNKNOWN') instanceof copy.DomainError).toBe(true);
    expect(copy.isDomainError(new DomainError('UNKNOWN'))).toBe(true);
  });

  it('recognises a hand-made branded object and refuses everything else', () => {
    const branded = Object.assign(Object.create(Error.prototype) as object, { code: 'NETWORK.TIMEOUT' });
    Object.defineProperty(branded, brand, { value: true });
    expect(branded instanceof DomainError).toBe(true);
    expect(isDomainError(branded, 'NETWORK.TIMEOUT')).toBe(true);

    const lookalike = Object.assign(new Error('x'), { code: 'NETWORK.TIMEOUT' });
    expect(isDomainError(lookalike)).toBe(false);
    expect(lookalike instanceof DomainError).toBe(false);
    const brandedWithoutCode = Object.defineProperty({}, brand, { value: true });
    expect(isDomainError(brandedWithoutCode)).toBe(false);
    expect(isDomainError(Object.defineProperty({ code: 'UNKNOWN' }, brand, { value: 'yes' }))).toBe(false);
    for (const value of [null, undefined, 'DomainError', 42, new Error('plain'), {}]) {
      expect(isDomainError(value)).toBe(false);
      expect(value instanceof DomainError).toBe(false);
    }
  });

  it('narrows by one or several codes', () => {
    const error: unknown = new DomainError('AUTH.CODE_EXPIRED');
    expect(isDomainError(error, 'AUTH.CODE_INVALID')).toBe(false);
    expect(isDomainError(error, 'AUTH.CODE_INVALID', 'AUTH.CODE_EXPIRED')).toBe(true);
    if (isDomainError(error, 'AUTH.CODE_INVALID', 'AUTH.CODE_EXPIRED')) {
      expectTypeOf(error.code).toEqualTypeOf<'AUTH.CODE_INVALID' | 'AUTH.CODE_EXPIRED'>();
    }
    if (isDomainError(error)) expectTypeOf(error.code).toEqualTypeOf<ErrorCode>();
  });

  it('keeps instanceof on the prototype chain for a subclass', () => {
    class LoginError extends DomainError<'AUTH.LOGIN_FAILED'> {}
    const sub = new LoginError('AUTH.LOGIN_FAILED');
    expect(sub instanceof LoginError).toBe(true);
    expect(sub instanceof DomainError).toBe(true);
    expect(new DomainError('AUTH.LOGIN_FAILED') instanceof LoginError).toBe(false);
  });
});

describe('an operation typed by its codes', () => {
  it('accepts only errors of its codes', () => {
    type LoginResult = Result<string, DomainError<'AUTH.CODE_INVALID' | 'NETWORK.TIMEOUT'>>;
    const failure: LoginResult = err(new DomainError('AUTH.CODE_INVALID'));
    // @ts-expect-error SERVER.FAILURE is not one of the operation's codes
    const wrong: LoginResult = err(new DomainError('SERVER.FAILURE'));
    expect(failure.ok || failure.error.code).toBe('AUTH.CODE_INVALID');
    expect(wrong.ok).toBe(false);
    expectTypeOf<DomainError<'AUTH.CODE_INVALID'>>().toMatchTypeOf<DomainError>();
  });
});
