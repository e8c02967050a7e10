// Expected failures travel as values; bugs throw. Every use case returns a Result.
import type { ErrorCode } from './error-codes';

/** What a failure knows beyond its code: the reply it came from and what the caller can do about it. */
export interface DomainErrorOptions {
  /** The HTTP status of the reply, when there was one. */
  readonly status?: number;
  /** The backend's own code: the envelope's `code`, or the token endpoint's `error` (e.g. `invalid_grant`). */
  readonly backendCode?: number | string;
  /** Which input a VALIDATION.* error is about (e.g. `phone`). */
  readonly field?: string;
  /** How long the server asked to wait before trying again (e.g. before another verification code). */
  readonly retryAfterSeconds?: number;
  /** Values for the message's placeholders (see the catalogue's `params`), e.g. the two tickets of a conflict. */
  readonly params?: Readonly<Record<string, string>>;
  /** Overrides the default reading of the code and status (network faults, time-outs and 5xx retry), for a caller that knows better. */
  readonly retryable?: boolean;
  /** Milliseconds to wait before making the same call again (e.g. REQUEST.IN_FLIGHT: the first send still runs). */
  readonly retryAfterMs?: number;
  /** The `Idempotency-Key` the failed write was sent with: pass it back to retry that same write. */
  readonly idempotencyKey?: string;
  /** The `X-Request-Id` of the last request sent for the call, for support to find it in the server's logs. */
  readonly requestId?: string;
}

/** What a failure knows of the request it ended: its key, its request id, the wait asked before a retry. */
export interface RequestFacts {
  readonly idempotencyKey?: string | undefined;
  readonly requestId?: string | undefined;
  readonly retryAfterMs?: number | undefined;
}

/** Codes whose failure may pass when the same call is made again (at once, or after the asked wait). */
const RETRYABLE_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'NETWORK.TIMEOUT',
  'NETWORK.EXCEPTION',
  'REQUEST.IN_FLIGHT',
  'CODE.TOO_FREQUENT',
]);

/** Codes that only say "the server failed"; the status tells whether that was passing (5xx, 408, 429). */
const SERVER_SIDE_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>(['SERVER.FAILURE', 'SERVER.SILENT', 'UNKNOWN']);

const isPassingStatus = (status: number): boolean => status >= 500 || status === 408 || status === 429;

/**
 * Whether the same call may succeed if made again: network time-outs and exceptions, a write refused
 * while its double was in flight, a code requested too soon, and a server failure with a 5xx / 408 / 429
 * status. Never a validation, auth or business failure (the same input gets the same answer), and not
 * REQUEST.ABORTED (the caller cancelled it, or disposed of the client).
 */
export const isRetryableFailure = (code: ErrorCode, status?: number): boolean =>
  RETRYABLE_CODES.has(code) || (status !== undefined && SERVER_SIDE_CODES.has(code) && isPassingStatus(status));

// A registered symbol (Symbol.for) is the same in every copy of this module. An ESM and a CJS build
// loaded side by side (or two installed versions) each define their own DomainError class, so a
// plain prototype-chain `instanceof` fails across them; the brand does not.
const BRAND: unique symbol = Symbol.for('fairpass.DomainError');

/**
 * A failure the app can explain: a stable code (worded in zh or en by its catalogue entry's texts,
 * `messageOf`) and, for the log, what the server said. Generic in its code, so an operation declares the codes it can fail with:
 * `Result<T, DomainError<'AUTH.CODE_INVALID' | TransportErrorCode>>`.
 */
export class DomainError<C extends ErrorCode = ErrorCode> extends Error {
  /** The HTTP status of the reply, when the failure came from one. */
  readonly status?: number;
  /** The backend's own code: the envelope's `code`, or the token endpoint's `error`. */
  readonly backendCode?: number | string;
  /** Which input a VALIDATION.* error is about. */
  readonly field?: string;
  /** Seconds the server asked to wait before trying again. */
  readonly retryAfterSeconds?: number;
  /** Values for the message's placeholders, e.g. `{ ticketA, ticketB }` of a ticket conflict. */
  readonly params?: Readonly<Record<string, string>>;
  /** Whether making the same call again may succeed: a network fault, a time-out or a 5xx by default, or as the caller said. */
  readonly retryable: boolean;
  /** Milliseconds to wait before making the same call again, when the failure asks for a wait. */
  readonly retryAfterMs?: number;
  /**
   * The `Idempotency-Key` a keyed write was sent with. Retrying that write means sending it again with
   * this key (`{ idempotencyKey: error.idempotencyKey }` in the call options): the server then answers
   * with the first outcome instead of running it twice. Absent when nothing was sent or the call is no keyed write.
   */
  readonly idempotencyKey?: string;
  /** The `X-Request-Id` the SDK sent with the (last) request of the call: quote it to support. */
  readonly requestId?: string;

  constructor(
    readonly code: C,
    /**
     * Diagnostic text for logs and support — the backend's `msg`, the token endpoint's
     * `error_description`, the SDK's own English, a socket error such as `ECONNREFUSED` — in whatever
     * language it came: never for display. Show the code's message (`messageOf(error, language)` from
     * `@fairpass/sdk/messages`).
     */
    readonly detail?: string,
    override readonly cause?: unknown,
    options: DomainErrorOptions = {},
  ) {
    super(detail ? `${code}: ${detail}` : code);
    this.name = 'DomainError';
    Object.defineProperty(this, BRAND, { value: true });
    if (options.status !== undefined) this.status = options.status;
    if (options.backendCode !== undefined) this.backendCode = options.backendCode;
    if (options.field !== undefined) this.field = options.field;
    if (options.retryAfterSeconds !== undefined) this.retryAfterSeconds = options.retryAfterSeconds;
    if (options.params !== undefined) this.params = options.params;
    this.retryable = options.retryable ?? isRetryableFailure(code, options.status);
    if (options.retryAfterMs !== undefined) this.retryAfterMs = options.retryAfterMs;
    if (options.idempotencyKey !== undefined) this.idempotencyKey = options.idempotencyKey;
    if (options.requestId !== undefined) this.requestId = options.requestId;
  }

  /**
   * `x instanceof DomainError` asks the brand instead of the prototype chain, so an error built by
   * another copy of the package (ESM next to CJS) still matches. A subclass keeps the ordinary check.
   */
  static override [Symbol.hasInstance](value: unknown): boolean {
    if (this !== DomainError) return Function.prototype[Symbol.hasInstance].call(this, value);
    return isDomainError(value);
  }
}

/**
 * Whether `value` is a DomainError from any copy of this package; with `codes`, also that its code is
 * one of them: `if (isDomainError(e, 'AUTH.CODE_INVALID', 'AUTH.CODE_EXPIRED')) e.code // narrowed`.
 */
export function isDomainError<C extends ErrorCode = ErrorCode>(value: unknown, ...codes: readonly C[]): value is DomainError<C> {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as { readonly [BRAND]?: unknown; readonly code?: unknown };
  if (candidate[BRAND] !== true || typeof candidate.code !== 'string') return false;
  return codes.length === 0 || (codes as readonly string[]).includes(candidate.code);
}

/** The request facts an error holds (to carry them over when it is wrapped in another). */
export function requestFactsOf(error: RequestFacts): RequestFacts {
  const facts: { idempotencyKey?: string; requestId?: string; retryAfterMs?: number } = {};
  if (error.idempotencyKey !== undefined) facts.idempotencyKey = error.idempotencyKey;
  if (error.requestId !== undefined) facts.requestId = error.requestId;
  if (error.retryAfterMs !== undefined) facts.retryAfterMs = error.retryAfterMs;
  return facts;
}

/**
 * Stamps the facts of the request that ended in `error` on it (the SDK's HTTP caller does, for every
 * error of a sent call); a fact the error already holds is kept. Returns the same error.
 */
export function withRequestFacts<E extends DomainError>(error: E, facts: RequestFacts): E {
  for (const name of ['idempotencyKey', 'requestId', 'retryAfterMs'] as const) {
    const value = facts[name];
    if (value !== undefined && error[name] === undefined) {
      Object.defineProperty(error, name, { value, enumerable: true, configurable: true, writable: false });
    }
  }
  return error;
}

export type Ok<T> = { readonly ok: true; readonly value: T };
export type Err<E = DomainError> = { readonly ok: false; readonly error: E };
export type Result<T, E = DomainError> = Ok<T> | Err<E>;

export const ok = <T>(value: T): Ok<T> => ({ ok: true, value });
export const err = <E = DomainError>(error: E): Err<E> => ({ ok: false, error });
