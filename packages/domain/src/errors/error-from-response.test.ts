import { describe, expect, expectTypeOf, it } from 'vitest';
import { classifyResponse } from './classify-response';
import { errorFromResponse, type FailedResponse, type ResponseErrorCode } from './error-from-response';
import { DomainError } from './result';
import { IN_FLIGHT_RETRY_AFTER_MS, writeMayHaveHappened } from './write-outcome';
import { knowAllAreaErrors } from './all-area-errors';

// These read every area's codes and wire rows, which a program knows once its areas are in use.
knowAllAreaErrors();

const failed = (status: number, body: unknown): FailedResponse => {
  const classified = classifyResponse({ status, body });
  if (classified.kind === 'success' || classified.kind === 'passThrough') {
    throw new Error(`expected a failed response, got ${classified.kind}`);
  }
  return { ...classified, kind: classified.kind };
};

/** As the SDK's ApiClient does it: classify the reply, then make its error with the status. */
const errorOf = (status: number, body: unknown) => errorFromResponse(failed(status, body), { status });

const envelope = (code: number, msg: string) => ({ code, success: false, data: null, msg });
const tokenFailure = (description: string) => ({ error: 'invalid_grant', error_description: description });

describe('errorFromResponse', () => {
  it.each([
    ['a silent 400', 400, { code: 400, msg: '重复提交' }, 'SERVER.SILENT', '重复提交'],
    ['a 401', 401, { code: 401, msg: '请求未授权' }, 'AUTH.UNAUTHORIZED', '请求未授权'],
    ['a 401 without message', 401, null, 'AUTH.UNAUTHORIZED', undefined],
    ['a failure with a server message', 200, { code: 500, msg: '库存不足' }, 'SERVER.FAILURE', '库存不足'],
    ['an unknown token failure', 400, tokenFailure('Exhibition not found'), 'SERVER.FAILURE', 'Exhibition not found'],
    ['a failure without any message', 503, null, 'UNKNOWN', undefined],
  ])('maps %s to its domain error', (_, status, body, code, detail) => {
    const classified = failed(status, body);
    const error = errorFromResponse(classified);
    expect(error).toBeInstanceOf(DomainError);
    expect(error.code).toBe(code);
    expect(error.detail).toBe(detail);
    expect(error.cause).toBe(classified);
  });

  it('treats a hand-built failure without message as unknown', () => {
    expect(errorFromResponse({ kind: 'failure', code: 418 }).code).toBe('UNKNOWN');
  });

  it('carries the HTTP status and the envelope code when given the status', () => {
    const error = errorOf(200, envelope(500, '库存不足'));
    expect(error).toMatchObject({ code: 'SERVER.FAILURE', status: 200, backendCode: 500, detail: '库存不足' });
  });

  it("carries the token endpoint's error as the backend code", () => {
    expect(errorOf(400, tokenFailure('Exhibition not found'))).toMatchObject({ status: 400, backendCode: 'invalid_grant' });
  });

  it('still works without the status (the old call shape), leaving status unset', () => {
    const error = errorFromResponse(failed(400, envelope(400, '重复提交')));
    expect(error.status).toBeUndefined();
    expect(Object.keys(error)).not.toContain('status');
    expect(error.backendCode).toBe(400);
  });

  describe('known backend failures', () => {
    it.each([
      ['a wrong SMS code', tokenFailure('Verification code error'), 'AUTH.CODE_INVALID'],
      ['a wrong password', tokenFailure('Incorrect username or password'), 'AUTH.BAD_CREDENTIALS'],
      ['an unbound openid', tokenFailure('No user information'), 'AUTH.NO_USER'],
      ['a spent refresh token', tokenFailure('Invalid refresh token'), 'AUTH.REFRESH_INVALID'],
      ['a restricted account', tokenFailure('Account restricted'), 'AUTH.ACCOUNT_RESTRICTED'],
    ])('maps %s from the token endpoint (HTTP 400, kind failure) to %s, keeping the text', (_, body, code) => {
      const error = errorOf(400, body);
      expect(error).toMatchObject({ code, status: 400, backendCode: 'invalid_grant', detail: body.error_description, retryable: false });
    });

    it.each([
      ['a wrong reset code', '验证码不正确', 'AUTH.CODE_INVALID'],
      ['an expired code', '验证码已过期', 'AUTH.CODE_EXPIRED'],
      ['an e-mail the backend does not serve', 'The email you provided is not supported', 'AUTH.EMAIL_NOT_SUPPORTED'],
      ['a code asked for before completing the information', '获取验证码失败，请先完善信息', 'AUTH.CODE_NEEDS_INFO_FIRST'],
    ])('maps %s from a 400 envelope (kind silent) to %s: known failures are shown, not silent', (_, msg, code) => {
      const classified = failed(400, envelope(400, msg));
      expect(classified.kind).toBe('silent');
      expect(errorFromResponse(classified, { status: 400 })).toMatchObject({ code, status: 400, backendCode: 400, detail: msg });
    });

    it('maps a code asked for too soon to CODE.TOO_FREQUENT with the seconds to wait, retryable', () => {
      const error = errorOf(400, envelope(400, '验证码发送过于频繁，请 42 秒后再试'));
      expect(error).toMatchObject({ code: 'CODE.TOO_FREQUENT', retryAfterSeconds: 42, retryable: true, detail: '验证码发送过于频繁，请 42 秒后再试' });
    });

    it('names the input of a validation failure from the token endpoint', () => {
      expect(errorOf(400, tokenFailure('Incorrect phone number'))).toMatchObject({ code: 'VALIDATION.PHONE_INVALID', field: 'phone' });
      expect(errorOf(400, tokenFailure('Incorrect e-mail address'))).toMatchObject({ code: 'VALIDATION.EMAIL_INVALID', field: 'email' });
    });

    it('maps a known text whatever status it came with', () => {
      expect(errorOf(200, envelope(500, 'Verification code error')).code).toBe('AUTH.CODE_INVALID');
    });

    it('never reads a 401 as anything but AUTH.UNAUTHORIZED, whatever its text', () => {
      expect(errorOf(401, { code: 401, msg: '令牌已过期', data: null })).toMatchObject({ code: 'AUTH.UNAUTHORIZED', detail: '令牌已过期', status: 401 });
      expect(errorOf(200, envelope(401, 'No user information')).code).toBe('AUTH.UNAUTHORIZED');
    });

    it('leaves unknown texts as they were: a silent 400 stays silent, any other failure SERVER.FAILURE', () => {
      expect(errorOf(400, envelope(400, '原密码不正确'))).toMatchObject({ code: 'SERVER.SILENT', detail: '原密码不正确' });
      expect(errorOf(400, envelope(400, '邮箱格式不正确')).code).toBe('SERVER.SILENT');
      expect(errorOf(422, envelope(422, '该幂等键已用于内容不同的请求')).code).toBe('SERVER.FAILURE');
    });
  });

  describe('commerce failures (4101–4114)', () => {
    const commerce = (code: number, msg: string | null, data: unknown) => ({ code, success: false, msg, data });

    it('maps a ticket conflict to TICKET.CONFLICT with the two names as params and the text as detail', () => {
      const error = errorOf(400, commerce(4102, 'VIP 票不能与学生票同时购买', { ticketA: 'VIP 票', ticketB: '学生票' }));
      expect(error).toMatchObject({
        code: 'TICKET.CONFLICT',
        status: 400,
        backendCode: 4102,
        detail: 'VIP 票不能与学生票同时购买',
        params: { ticketA: 'VIP 票', ticketB: '学生票' },
        retryable: false,
      });
    });

    it('maps by the code alone, whatever the text says or when it says nothing', () => {
      expect(errorOf(400, commerce(4101, 'Verification code error', { limit: 1 }))).toMatchObject({ code: 'TICKET.LIMIT_REACHED', params: { limit: '1' } });
      const silent = errorOf(400, commerce(4107, null, null));
      expect(silent.code).toBe('ORDER.EXPIRED');
      expect(silent.detail).toBeUndefined();
      expect(Object.keys(silent)).not.toContain('params');
    });

    it('maps the no-registration failure to the spec §8 code', () => {
      expect(errorOf(400, commerce(4112, '您尚未完成登记，暂无可使用的门票', null)).code).toBe('REGISTRATION.NOT_REGISTERED_NO_TICKETS');
    });

    it('still reads a 401 as AUTH.UNAUTHORIZED', () => {
      expect(errorFromResponse({ kind: 'unauthorized', code: 401, data: { ticketA: 'A' } }).code).toBe('AUTH.UNAUTHORIZED');
    });
  });

  it('is retryable for a 5xx and not for a business failure', () => {
    expect(errorOf(500, envelope(500, '服务器异常'))).toMatchObject({ code: 'SERVER.FAILURE', retryable: true });
    expect(errorOf(503, null)).toMatchObject({ code: 'UNKNOWN', retryable: true });
    expect(errorOf(200, envelope(500, '库存不足')).retryable).toBe(false);
    expect(errorOf(422, envelope(422, '该幂等键已用于内容不同的请求')).retryable).toBe(false);
    expect(errorOf(401, null).retryable).toBe(false);
  });

  describe("the idempotency layer's 409: the first request with this key still runs", () => {
    it('is REQUEST.IN_FLIGHT, retryable after a short wait, with the status and the server text kept', () => {
      const error = errorOf(409, envelope(409, '请求正在处理中，请勿重复提交'));

      expect(error).toMatchObject({ code: 'REQUEST.IN_FLIGHT', retryable: true, status: 409, backendCode: 409, detail: '请求正在处理中，请勿重复提交' });
      expect(error.retryAfterMs).toBe(IN_FLIGHT_RETRY_AFTER_MS);
      expect(IN_FLIGHT_RETRY_AFTER_MS).toBeGreaterThan(0);
      expect(IN_FLIGHT_RETRY_AFTER_MS).toBeLessThanOrEqual(2000);
    });

    it('is REQUEST.IN_FLIGHT in an HTTP 200 envelope with code 409 too, and never for a 401', () => {
      expect(errorOf(200, envelope(409, '请求正在处理中，请勿重复提交')).code).toBe('REQUEST.IN_FLIGHT');
      expect(errorOf(409, { code: 401, msg: '令牌已过期', data: null }).code).toBe('AUTH.UNAUTHORIZED');
    });

    it('still counts as a write that may have happened', () => {
      expect(writeMayHaveHappened(errorOf(409, envelope(409, '请求正在处理中，请勿重复提交')))).toBe(true);
    });
  });

  it('declares the codes it can return', () => {
    expectTypeOf(errorFromResponse).returns.toEqualTypeOf<DomainError<ResponseErrorCode>>();
    expectTypeOf<'AUTH.CODE_INVALID'>().toMatchTypeOf<ResponseErrorCode>();
    expectTypeOf<'SERVER.SILENT'>().toMatchTypeOf<ResponseErrorCode>();
    expectTypeOf<'TICKET.SOLD_OUT'>().toMatchTypeOf<ResponseErrorCode>();
  });
});

describe('a login ended by another employee’s (the lead tool’s 4901, spec §8)', () => {
  it.each([
    ['the gateway’s HTTP 401', 401],
    ['the service’s HTTP 200', 200],
  ])('is AUTH.SINGLE_EMPLOYEE_LOGIN in %s, not a plain 401', (_shape, status) => {
    const body = { code: 4901, success: false, data: null, msg: 'Login is invalid because only one employee may log in' };
    const classified = classifyResponse({ status, body });
    expect(classified.kind).toBe('unauthorized');
    const error = errorFromResponse(classified as FailedResponse, { status });
    expect(error.code).toBe('AUTH.SINGLE_EMPLOYEE_LOGIN');
    expect(error.detail).toBe(body.msg);
    expect(error.backendCode).toBe(4901);
    expect(error.retryable).toBe(false);
  });
});

describe('a plain refusal that names a field (code 400, bean validation)', () => {
  const refusal = (data: unknown) => errorFromResponse(classifyResponse({ status: 400, body: { code: 400, success: false, msg: '参数校验失败：phone', data } }) as FailedResponse, { status: 400 });

  it('keeps the field, and a row index or limit as params', () => {
    expect(refusal({ field: 'phone' })).toMatchObject({ code: 'SERVER.SILENT', field: 'phone', detail: '参数校验失败：phone' });
    expect(refusal({ field: 'phone', index: 3 })).toMatchObject({ field: 'phone', params: { index: '3' } });
    expect(refusal({ max: 100 })).toMatchObject({ code: 'SERVER.SILENT', params: { max: '100' } });
  });

  it('has neither when the data names nothing (null, Jackson\'s {}, a list)', () => {
    for (const data of [null, {}, ['phone']]) {
      const error = refusal(data);
      expect(error.field).toBeUndefined();
      expect(error.params).toBeUndefined();
    }
  });
});
