// Whether a write that failed may still have happened on the server. A write sent with an
// Idempotency-Key keeps that key only across such outcomes, so sending it again is answered with the
// first outcome instead of running twice; after a definitive refusal (a 4xx, a business failure, the
// SDK's own checks) nothing was committed, and the key ends with it: the same key would only replay the
// refusal after the visitor fixed its cause.
import type { ErrorCode } from './error-codes';

/**
 * How long to wait before sending a write again after the server's 409 "a request with this key is still
 * being handled": about one ordinary reply's time.
 */
export const IN_FLIGHT_RETRY_AFTER_MS = 500;

/** What a failure says about its reply (a DomainError has all of it). */
export interface WriteFailureFacts {
  /** The failure's code. */
  readonly code: ErrorCode;
  /** The HTTP status of the reply, when there was one. */
  readonly status?: number;
  /** The backend's own code (the envelope's `code`). */
  readonly backendCode?: number | string;
}

/** No reply, or the request was cut short: the server may have run it. */
const UNANSWERED_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'NETWORK.TIMEOUT',
  'NETWORK.EXCEPTION',
  // The same write still runs in this client (its double); its outcome is not known yet.
  'REQUEST.IN_FLIGHT',
  // Cancelled by this page (a "try again", the page leaving): the request may have reached the server.
  'REQUEST.ABORTED',
]);

/** Codes that only say "the server failed"; the status tells more. */
const SERVER_SIDE_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>(['SERVER.FAILURE', 'SERVER.SILENT', 'UNKNOWN']);

/** The HTTP status (or envelope code) of the idempotency layer's "the first request with this key is still running". */
export const IN_FLIGHT_STATUS = 409;

/** Whether the reply is the server's "a request with this key is still being handled" (HTTP or envelope 409). */
export const isInFlightReply = (failure: WriteFailureFacts): boolean =>
  failure.status === IN_FLIGHT_STATUS || Number(failure.backendCode) === IN_FLIGHT_STATUS;

/**
 * Whether the write may have happened although it failed: no answer (time-out, cut connection), cut
 * short by this page, its double still in flight here, the server's 409 "still in flight" for its key,
 * or a server error (5xx, 408) that may have come after the commit. Every other failure is a definitive
 * refusal: the server answered and committed nothing.
 */
export function writeMayHaveHappened(failure: WriteFailureFacts): boolean {
  if (UNANSWERED_CODES.has(failure.code)) return true;
  if (isInFlightReply(failure)) return true;
  const { status } = failure;
  return SERVER_SIDE_CODES.has(failure.code) && status !== undefined && (status >= 500 || status === 408);
}
