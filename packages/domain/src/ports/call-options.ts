// Per-call options every gateway method takes last: cancellation and the write's idempotency key.

/**
 * The part of an `AbortSignal` the SDK uses, written structurally because the domain has no DOM or
 * Node types: a browser's or Node's `AbortSignal` satisfies it.
 */
export interface AbortSignalLike {
  readonly aborted: boolean;
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}

export interface CallOptions {
  /** Cancels the call; it then resolves to a `REQUEST.ABORTED` error. */
  readonly signal?: AbortSignalLike;
  /**
   * Reuse a key to repeat a write the user already sent (e.g. a retry button or after a reload): pass
   * back a failed write's `error.idempotencyKey` and the server answers with the first outcome instead
   * of running the write twice.
   */
  readonly idempotencyKey?: string;
}
