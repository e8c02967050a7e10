// Expected failures travel as values; bugs throw. Every use case returns a Result.
import type { ErrorCode } from './error-codes';

/** A failure the app can explain: a stable code (translated by the app) and optional details. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    /** Server-provided text, shown when the code alone says too little (e.g. a backend `msg`). */
    readonly detail?: string,
    override readonly cause?: unknown,
  ) {
    super(detail ? `${code}: ${detail}` : code);
    this.name = 'DomainError';
  }
}

export type Ok<T> = { readonly ok: true; readonly value: T };
export type Err<E = DomainError> = { readonly ok: false; readonly error: E };
export type Result<T, E = DomainError> = Ok<T> | Err<E>;

export const ok = <T>(value: T): Ok<T> => ({ ok: true, value });
export const err = <E = DomainError>(error: E): Err<E> => ({ ok: false, error });
