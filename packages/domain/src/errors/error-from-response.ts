// Turns a response the caller cannot use as a result into the DomainError its use case returns.
// Success and pass-through outcomes are results, so the type does not accept them.
import type { ClassifiedResponse } from './classify-response';
import type { ErrorCode } from './error-codes';
import { DomainError } from './result';

export type FailedResponse = ClassifiedResponse & { kind: 'silent' | 'unauthorized' | 'failure' };

const CODE_BY_KIND = {
  silent: 'SERVER.SILENT',
  unauthorized: 'AUTH.UNAUTHORIZED',
  failure: 'SERVER.FAILURE',
} as const satisfies Record<FailedResponse['kind'], ErrorCode>;

export const errorFromResponse = (classified: FailedResponse): DomainError => {
  const { kind, message } = classified;
  // classifyResponse puts the unknown-error code in place of a missing server message.
  if (kind === 'failure' && (message === undefined || message === 'UNKNOWN')) {
    return new DomainError('UNKNOWN', undefined, classified);
  }
  return new DomainError(CODE_BY_KIND[kind], message, classified);
};
