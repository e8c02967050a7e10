// Turns a response the caller cannot use as a result into the DomainError its use case returns.
// Success and pass-through outcomes are results, so the type does not accept them.
import { knownFailureCode, secondsToWait } from './backend-failures';
import type { ClassifiedResponse } from './classify-response';
import type { ErrorCode } from './error-codes';
import { DomainError } from './result';

export type FailedResponse = ClassifiedResponse & { kind: 'silent' | 'unauthorized' | 'failure' };

const CODE_BY_KIND = {
  silent: 'SERVER.SILENT',
  unauthorized: 'AUTH.UNAUTHORIZED',
  failure: 'SERVER.FAILURE',
} as const satisfies Record<FailedResponse['kind'], ErrorCode>;

/**
 * The error of a failed response. A known backend failure ("Verification code error", "验证码发送过于
 * 频繁…") becomes its own code whatever shape it came in — it is meant for the user, so never silent;
 * the backend's text stays in `detail`, its code in `backendCode`, the HTTP status in `status`.
 */
export const errorFromResponse = (classified: FailedResponse, reply: { readonly status?: number } = {}): DomainError => {
  const { kind, message } = classified;
  const facts = { status: reply.status, backendCode: classified.code };
  // classifyResponse puts the unknown-error code in place of a missing server message.
  if (kind === 'failure' && (message === undefined || message === 'UNKNOWN')) {
    return new DomainError('UNKNOWN', undefined, classified, facts);
  }
  const known = kind === 'unauthorized' ? undefined : knownFailureCode(message);
  if (known !== undefined) return new DomainError(known, message, classified, { ...facts, retryAfterSeconds: secondsToWait(message) });
  return new DomainError(CODE_BY_KIND[kind], message, classified, facts);
};
