import { describe, expect, it } from 'vitest';
import { classifyResponse } from './classify-response';
import { errorFromResponse, type FailedResponse } from './error-from-response';
import { DomainError } from './result';

const failed = (status: number, body: unknown): FailedResponse => {
  const classified = classifyResponse({ status, body });
  if (classified.kind === 'success' || classified.kind === 'passThrough') {
    throw new Error(`expected a failed response, got ${classified.kind}`);
  }
  return { ...classified, kind: classified.kind };
};

describe('errorFromResponse', () => {
  it.each([
    ['a silent 400', 400, { code: 400, msg: '重复提交' }, 'SERVER.SILENT', '重复提交'],
    ['a 401', 401, { code: 401, msg: '请求未授权' }, 'AUTH.UNAUTHORIZED', '请求未授权'],
    ['a 401 without message', 401, null, 'AUTH.UNAUTHORIZED', undefined],
    ['a failure with a server message', 200, { code: 500, msg: '库存不足' }, 'SERVER.FAILURE', '库存不足'],
    ['a token failure', 400, { error: 'invalid_grant', error_description: 'Bad credentials' }, 'SERVER.FAILURE', 'Bad credentials'],
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
});
