// Expected failures travel as values; bugs throw. Every use case returns a Result.
import type { ErrorCode } from './error-codes';

/** What the server said beyond the code, and what the caller needs to act on it. */
export interface DomainErrorFacts {
  /** The HTTP status of the reply, when there was one. */
  readonly status?: number;
  /** The backend's own code: the envelope's `code`, or the token endpoint's `error`. */
  readonly backendCode?: number | string;
  /** Which input a VALIDATION.* error is about. */
  readonly field?: string;
  /** How long the server asked to wait (e.g. before another verification code). */
  readonly retryAfterSeconds?: number;
}

// A registered symbol: the same brand in every copy of this module (an ESM and a CJS build loaded side
// by side each have their own class), so `isDomainError` and `instanceof` work across copies.
const BRAND = Symbol.for('fairpass.DomainError');

/** Codes whose failure may pass if the same call is simply made again (later, or once more). */
const RETRYABLE_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'NETWORK.TIMEOUT',
  'NETWORK.EXCEPTION',
  'REQUEST.IN_FLIGHT',
  'REQUEST.ABORTED',
  'CODE.TOO_FREQUENT',
]);

/** A failure the app can explain: a stable code (translated by the app) and optional details. */
export class DomainError<C extends ErrorCode = ErrorCode> extends Error implements DomainErrorFacts {
  readonly status?: number;
  readonly backendCode?: number | string;
  readonly field?: string;
  readonly retryAfterSeconds?: number;

  constructor(
    readonly code: C,
    /** Server-provided text, shown when the code alone says too little (e.g. a backend `msg`). */
    readonly detail?: string,
    override readonly cause?: unknown,
    facts: DomainErrorFacts = {},
  ) {
    super(detail ? `${code}: ${detail}` : code);
    this.name = 'DomainError';
    Object.defineProperty(this, BRAND, { value: true });
    if (facts.status !== undefined) this.status = facts.status;
    if (facts.backendCode !== undefined) this.backendCode = facts.backendCode;
    if (facts.field !== undefined) this.field = facts.field;
    if (facts.retryAfterSeconds !== undefined) this.retryAfterSeconds = facts.retryAfterSeconds;
  }

  /** True when trying the same call again may succeed: network faults, 5xx, a wait the server asked for. */
  get retryable(): boolean {
    return RETRYABLE_CODES.has(this.code) || (this.code === 'SERVER.FAILURE' && (this.status ?? 0) >= 500);
  }

  /** `instanceof` by brand, so an error made by another copy of this package still matches. */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return isDomainError(value);
  }
}

/** Whether `value` is a DomainError (of any copy of the package), optionally with one of `codes`. */
export function isDomainError<C extends ErrorCode>(value: unknown, ...codes: C[]): value is DomainError<C> {
  if (typeof value !== 'object' || value === null || (value as Record<symbol, unknown>)[BRAND] !== true) return false;
  return codes.length === 0 || codes.includes((value as DomainError).code as C);
}

export type Ok<T> = { readonly ok: true; readonly value: T };
export type Err<E = DomainError> = { readonly ok: false; readonly error: E };
export type Result<T, E = DomainError> = Ok<T> | Err<E>;

export const ok = <T>(value: T): Ok<T> => ({ ok: true, value });
export const err = <E = DomainError>(error: E): Err<E> => ({ ok: false, error });
