import { describe, expect, it } from 'vitest';
import type { ErrorCode } from './error-codes';
import { errorFromResponse } from './error-from-response';
import { DomainError } from './result';
import { isInFlightReply, writeMayHaveHappened } from './write-outcome';
import { knowAllAreaErrors } from './all-area-errors';

// These read every area's codes and wire rows, which a program knows once its areas are in use.
knowAllAreaErrors();

describe('writeMayHaveHappened', () => {
  it.each([
    ['NETWORK.TIMEOUT', undefined],
    ['NETWORK.EXCEPTION', undefined],
    ['REQUEST.IN_FLIGHT', undefined],
    ['REQUEST.ABORTED', undefined],
    ['SERVER.FAILURE', 500],
    ['SERVER.FAILURE', 503],
    ['UNKNOWN', 502],
    ['SERVER.SILENT', 504],
    ['SERVER.FAILURE', 408],
    ['SERVER.FAILURE', 409],
  ] as const)('keeps the key after %s (HTTP %s): the server may have run the write', (code, status) => {
    expect(writeMayHaveHappened(new DomainError(code as ErrorCode, undefined, undefined, status === undefined ? {} : { status }))).toBe(true);
  });

  it.each([
    ['PARKING.PLATE_TAKEN', 400],
    ['GROUP.MEMBER_DUPLICATE', 400],
    ['SIGN_IN.NOT_REGISTERED', 400],
    ['TICKET.LIMIT_REACHED', 400],
    ['SIGN_IN.NOT_STARTED', 400],
    ['SERVER.SILENT', 400],
    ['SERVER.FAILURE', 200],
    ['AUTH.UNAUTHORIZED', 401],
    ['CODE.TOO_FREQUENT', 400],
    ['VALIDATION.PLATE_INVALID', undefined],
    ['SERVER.FAILURE', undefined],
  ] as const)('ends the key after %s (HTTP %s): a definitive refusal committed nothing', (code, status) => {
    expect(writeMayHaveHappened(new DomainError(code as ErrorCode, undefined, undefined, status === undefined ? {} : { status }))).toBe(false);
  });

  it("reads the idempotency layer's 409 reply as still in flight, by HTTP status or envelope code", () => {
    const http409 = errorFromResponse({ kind: 'failure', code: 409, message: '请求正在处理中，请勿重复提交' }, { status: 409 });
    expect(isInFlightReply(http409)).toBe(true);
    expect(writeMayHaveHappened(http409)).toBe(true);
    const envelope409 = new DomainError('SERVER.FAILURE', '请求正在处理中，请勿重复提交', undefined, { status: 200, backendCode: '409' });
    expect(writeMayHaveHappened(envelope409)).toBe(true);
  });

  it('sees a business refusal in an envelope as definitive whatever HTTP status it came with', () => {
    const refused = errorFromResponse({ kind: 'silent', code: 4723, message: '该车牌在所选日期已有车证' }, { status: 400 });
    expect(refused.code).toBe('PARKING.PLATE_TAKEN');
    expect(writeMayHaveHappened(refused)).toBe(false);
  });
});
