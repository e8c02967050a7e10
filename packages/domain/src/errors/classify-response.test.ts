import { describe, expect, it } from 'vitest';
import { classifyResponse } from './classify-response';
import { SUCCESS_CODES } from './response-code';

const envelope = (code: unknown, extra: Record<string, unknown> = {}) => ({
  code,
  success: code === 200,
  data: { id: 7 },
  msg: '操作成功',
  ...extra,
});

describe('classifyResponse', () => {
  it('lists exactly the success codes of spec §7, keeping the string code 0000', () => {
    expect(SUCCESS_CODES).toEqual([200, 1000, '0000', 1005]);
  });

  it.each([
    ['numeric 200', 200, 200],
    ['numeric 1000', 1000, 1000],
    ['numeric 1005', 1005, 1005],
    ['string "200"', '200', 200],
    ['string "1005"', '1005', 1005],
    ['string "0000", kept as a string', '0000', '0000'],
  ])('treats an envelope with code %s as success and hands back its data', (_, raw, code) => {
    expect(classifyResponse({ status: 200, body: envelope(raw) })).toEqual({
      kind: 'success',
      code,
      data: { id: 7 },
      message: '操作成功',
    });
  });

  it('does not treat the number 0 as the success code 0000', () => {
    const result = classifyResponse({ status: 200, body: envelope(0, { msg: 'zero', data: null }) });
    expect(result).toEqual({ kind: 'failure', code: 0, message: 'zero' });
  });

  it('prefers error_code over code', () => {
    const result = classifyResponse({ status: 200, body: envelope(200, { error_code: 2001 }) });
    expect(result.kind).toBe('passThrough');
    expect(result.code).toBe(2001);
  });

  it('falls back to the HTTP status when the body carries no usable code', () => {
    expect(classifyResponse({ status: 200, body: { data: [1, 2] } })).toEqual({
      kind: 'success',
      code: 200,
      data: [1, 2],
    });
    expect(classifyResponse({ status: 200, body: envelope('', { msg: undefined }) }).code).toBe(200);
    expect(classifyResponse({ status: 502, body: '<html>Bad gateway</html>' })).toEqual({
      kind: 'failure',
      code: 502,
      message: 'UNKNOWN',
    });
    expect(classifyResponse({ status: 200, body: envelope('abc') }).code).toBe(200);
    expect(classifyResponse({ status: 200, body: envelope(Number.NaN) }).code).toBe(200);
    expect(classifyResponse({ status: 500, body: envelope(true) }).code).toBe(500);
    expect(classifyResponse({ status: 500, body: [{ code: 200 }] }).kind).toBe('failure');
  });

  it.each([
    ['a numeric 400', 400],
    ['a string "400"', '400'],
  ])('rejects a business failure with %s silently, keeping the message for logs', (_, raw) => {
    const body = { code: raw, success: false, data: null, msg: '手机号已存在' };
    expect(classifyResponse({ status: 400, body })).toEqual({
      kind: 'silent',
      code: 400,
      message: '手机号已存在',
    });
  });

  it.each([2001, 2002, '2001'])('passes code %s on to the caller as a result with its data', (raw) => {
    const result = classifyResponse({ status: 200, body: envelope(raw, { data: { orderId: 'o1' } }) });
    expect(result).toEqual({
      kind: 'passThrough',
      code: Number(raw),
      data: { orderId: 'o1' },
      message: '操作成功',
    });
  });

  it.each([
    ['the gateway shape (HTTP 401)', 401, { code: 401, msg: '请求未授权', data: null }],
    ['the in-service shape (HTTP 200, code 401)', 200, { code: 401, success: false, msg: '请求未授权' }],
    ['the in-service shape with a string code', 200, { code: '401', success: false, msg: '请求未授权' }],
  ])('recognises 401 in %s', (_, status, body) => {
    expect(classifyResponse({ status, body })).toEqual({
      kind: 'unauthorized',
      code: 401,
      message: '请求未授权',
    });
  });

  it('treats an HTTP 401 without a body as unauthorized', () => {
    expect(classifyResponse({ status: 401, body: undefined })).toEqual({ kind: 'unauthorized', code: 401 });
  });

  it('accepts the bare token body as success and returns the whole body as data', () => {
    const body = { access_token: 'a.b.c', token_type: 'bearer', user_id: 'u1', dept_id: 'd1' };
    expect(classifyResponse({ status: 200, body })).toEqual({ kind: 'success', code: 200, data: body });
  });

  it('does not accept a token-looking body that arrives with an HTTP error status', () => {
    const result = classifyResponse({ status: 500, body: { access_token: 'a.b.c' } });
    expect(result).toEqual({ kind: 'failure', code: 500, message: 'UNKNOWN' });
  });

  it('reports a token failure with its error_description instead of silencing the 400', () => {
    const body = { error: 'invalid_grant', error_description: 'No user information' };
    expect(classifyResponse({ status: 400, body })).toEqual({
      kind: 'failure',
      code: 400,
      message: 'No user information',
      tokenError: 'invalid_grant',
    });
  });

  it('gives a token failure without a description the unknown-error code as message', () => {
    const result = classifyResponse({ status: 400, body: { error: 'invalid_grant' } });
    expect(result).toEqual({ kind: 'failure', code: 400, message: 'UNKNOWN', tokenError: 'invalid_grant' });
  });

  it('keeps the token error of an empty error field, and does not take an enveloped error field for one', () => {
    expect(classifyResponse({ status: 400, body: { error: '', error_description: 'x' } })).toMatchObject({ tokenError: '' });
    const enveloped = classifyResponse({ status: 200, body: { code: 500, msg: 'boom', error: 'ignored' } });
    expect(enveloped).toEqual({ kind: 'failure', code: 500, message: 'boom' });
  });

  it("keeps a failure's data, which a commerce failure names its details in", () => {
    const body = { code: 4102, success: false, msg: '门票冲突', data: { ticketA: 'VIP', ticketB: 'Student' } };
    expect(classifyResponse({ status: 400, body })).toEqual({
      kind: 'failure',
      code: 4102,
      message: '门票冲突',
      data: { ticketA: 'VIP', ticketB: 'Student' },
    });
  });

  it.each([
    ['msg', { code: 500, msg: '系统繁忙', error_description: 'ignored' }, '系统繁忙'],
    ['error_description when msg is missing', { code: 500, error_description: 'boom' }, 'boom'],
    ['error_description when msg is blank', { code: 500, msg: '  ', error_description: 'boom' }, 'boom'],
    ['the unknown-error code when neither is present', { code: 500 }, 'UNKNOWN'],
    ['the unknown-error code when msg is not text', { code: 500, msg: 42 }, 'UNKNOWN'],
  ])('shows %s on any other failure', (_, body, message) => {
    expect(classifyResponse({ status: 200, body })).toEqual({ kind: 'failure', code: 500, message });
  });
});
