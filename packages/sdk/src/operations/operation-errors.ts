import { DomainError, err, type ErrorCode, type Result } from '@fairpass/domain';

// What each operation can fail with, so a caller branches on a short list instead of the whole
// catalogue. The lists are the contract: `withinCodes` keeps an operation to its list at run time.

/** Any exchange with the server can end so (spec §7–§8). */
export const HTTP_FAILURES = [
  'NETWORK.TIMEOUT',
  'NETWORK.EXCEPTION',
  'SERVER.FAILURE',
  'SERVER.SILENT',
  'AUTH.UNAUTHORIZED',
  'REQUEST.ABORTED',
  'UNKNOWN',
] as const satisfies readonly ErrorCode[];

/** A write may also meet its own double (the in-flight lock). */
export const WRITE_FAILURES = [...HTTP_FAILURES, 'REQUEST.IN_FLIGHT'] as const satisfies readonly ErrorCode[];

/** What the token endpoint answers a failed login with, beyond the transport's failures. */
export const LOGIN_FAILURES = [
  ...WRITE_FAILURES,
  'AUTH.LOGIN_FAILED',
  'AUTH.CODE_INVALID',
  'AUTH.CODE_EXPIRED',
  'AUTH.BAD_CREDENTIALS',
  'AUTH.REFRESH_INVALID',
  'AUTH.NO_USER',
  'AUTH.ACCOUNT_RESTRICTED',
  'AUTH.EMAIL_NOT_SUPPORTED',
  'VALIDATION.REQUIRED',
  'VALIDATION.PHONE_INVALID',
  'VALIDATION.EMAIL_INVALID',
] as const satisfies readonly ErrorCode[];

/** What sending a verification code can fail with, beyond the transport's failures. */
export const CODE_SENDING_FAILURES = [
  ...WRITE_FAILURES,
  'CODE.TOO_FREQUENT',
  'AUTH.CODE_NEEDS_INFO_FIRST',
  'AUTH.ACCOUNT_RESTRICTED',
  'AUTH.EMAIL_NOT_SUPPORTED',
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
  const fallback = allowed.includes('SERVER.FAILURE') ? 'SERVER.FAILURE' : 'UNKNOWN';
  return err(new DomainError(fallback, error.detail, error, { status: error.status, backendCode: error.backendCode }) as ErrorOf<L>);
}
