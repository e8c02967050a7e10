// The groups an operation's error type is built from: an operation declares the few codes it can fail
// with, e.g. `Result<T, DomainError<WriteErrorCode | TokenFailureCode>>`, instead of the whole ErrorCode
// union. A file of their own: the HTTP client and the logins use them on the first screen, which carries
// no list of every code (issue 33).
import type { ClientErrorCode, ErrorCode } from './error-codes';

/** What any read over HTTP can fail with: time-out, cut connection, the server's answers, 401, cancel. */
export const READ_ERROR_CODES = [
  'NETWORK.TIMEOUT',
  'NETWORK.EXCEPTION',
  'SERVER.FAILURE',
  'SERVER.SILENT',
  'AUTH.UNAUTHORIZED',
  'REQUEST.ABORTED',
  'UNKNOWN',
  // An exhibition-scoped call before the session knows its exhibition: refused before sending.
  'SESSION.NO_EXHIBITION',
] as const satisfies readonly ClientErrorCode[];

/** What any HTTP call can fail with: a read's failures, and a write refused while its double is in flight. */
export const TRANSPORT_ERROR_CODES = [...READ_ERROR_CODES, 'REQUEST.IN_FLIGHT'] as const satisfies readonly ClientErrorCode[];

/** The codes the token endpoint's known failures arrive as (logins of every grant, refresh). */
export const TOKEN_FAILURE_CODES = [
  'AUTH.CODE_INVALID',
  'AUTH.CODE_EXPIRED',
  'AUTH.CODE_ATTEMPTS_EXCEEDED',
  'AUTH.BAD_CREDENTIALS',
  'AUTH.REFRESH_INVALID',
  'AUTH.NO_USER',
  'AUTH.ACCOUNT_RESTRICTED',
  'AUTH.EMAIL_NOT_SUPPORTED',
  'VALIDATION.PHONE_INVALID',
  'VALIDATION.EMAIL_INVALID',
] as const satisfies readonly ErrorCode[];

/** The codes a refused verification-code request arrives as. */
export const CODE_SENDING_FAILURE_CODES = [
  'CODE.TOO_FREQUENT',
  'AUTH.CODE_NEEDS_INFO_FIRST',
  'AUTH.ACCOUNT_RESTRICTED',
  'AUTH.EMAIL_NOT_SUPPORTED',
] as const satisfies readonly ErrorCode[];

export type ReadErrorCode = (typeof READ_ERROR_CODES)[number];
export type TransportErrorCode = (typeof TRANSPORT_ERROR_CODES)[number];
export type TokenFailureCode = (typeof TOKEN_FAILURE_CODES)[number];
export type CodeSendingFailureCode = (typeof CODE_SENDING_FAILURE_CODES)[number];
