import {
  CODE_SENDING_FAILURE_CODES,
  DomainError,
  err,
  READ_ERROR_CODES,
  requestFactsOf,
  TOKEN_FAILURE_CODES,
  TRANSPORT_ERROR_CODES,
  type ErrorCode,
  type Result,
} from '@fairpass/domain';

// What each operation can fail with, so a caller branches on a short list instead of the whole
// catalogue. The lists are the contract: `withinCodes` keeps an operation to its list at run time.

/** Any exchange with the server can end so (spec §7–§8): the domain's read failures. */
export const HTTP_FAILURES = READ_ERROR_CODES;

/** A write may also meet its own double (the in-flight lock). */
export const WRITE_FAILURES = TRANSPORT_ERROR_CODES;

/** A login of any grant: a write's failures, the token endpoint's known failures, and bad input. */
export const LOGIN_FAILURES = [
  ...WRITE_FAILURES,
  'AUTH.LOGIN_FAILED',
  ...TOKEN_FAILURE_CODES,
  'VALIDATION.REQUIRED',
] as const satisfies readonly ErrorCode[];

/** Asking for a verification code: a write's failures, the refusals of the code endpoints, and bad input. */
export const CODE_SENDING_FAILURES = [
  ...WRITE_FAILURES,
  ...CODE_SENDING_FAILURE_CODES,
  'VALIDATION.REQUIRED',
  'VALIDATION.OUT_OF_RANGE',
  'VALIDATION.PHONE_INVALID',
  'VALIDATION.EMAIL_INVALID',
] as const satisfies readonly ErrorCode[];

/** A failure of one operation: a `DomainError` whose `code` is one of that operation's codes. */
export type OperationError<C extends ErrorCode> = DomainError & { readonly code: C };

/** The error type of an operation from its list of codes. */
export type ErrorOf<L extends readonly ErrorCode[]> = OperationError<L[number]>;

/**
 * The result, with any error outside the operation's list turned into SERVER.FAILURE (UNKNOWN for an
 * operation that never asks the server) — the original kept as `cause`, its text as `detail` and its
 * status — so the declared error type is true at run time too, and the backend's words still reach the user.
 */
export function withinCodes<T, L extends readonly ErrorCode[]>(result: Result<T, DomainError>, codes: L): Result<T, ErrorOf<L>> {
  const allowed = codes as readonly ErrorCode[];
  if (result.ok || allowed.includes(result.error.code)) return result as Result<T, ErrorOf<L>>;
  const { error } = result;
  // A login another employee's ended is a 401 to an operation that does not name it.
  if (error.code === 'AUTH.SINGLE_EMPLOYEE_LOGIN' && allowed.includes('AUTH.UNAUTHORIZED')) {
    return err(new DomainError('AUTH.UNAUTHORIZED', error.detail, error, { status: error.status, backendCode: error.backendCode, ...requestFactsOf(error) }) as ErrorOf<L>);
  }
  const fallback = allowed.includes('SERVER.FAILURE') ? 'SERVER.FAILURE' : 'UNKNOWN';
  // The key and request id stay with the error, so the same write can still be retried and traced.
  return err(new DomainError(fallback, error.detail, error, { status: error.status, backendCode: error.backendCode, ...requestFactsOf(error) }) as ErrorOf<L>);
}
