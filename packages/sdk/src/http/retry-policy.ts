import type { EndpointSpec } from './endpoint';
import type { AbortSignalLike, TransportOutcome } from './http-transport';

/** When and how often a failed exchange is sent again (the `retry` client option). */
export interface RetryPolicy {
  /** Extra attempts after the first; default 2. 0 turns retries off. */
  readonly retries: number;
  /** First wait; each further wait doubles, with jitter, up to `maxDelayMs`. Default 250 ms. */
  readonly baseDelayMs: number;
  /** Default 2000 ms. */
  readonly maxDelayMs: number;
}

/** Two retries, 250 ms then about 500 ms apart, never more than 2 s. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = { retries: 2, baseDelayMs: 250, maxDelayMs: 2000 };

/** Gateway answers that mean "not now, try again" rather than "no". */
const TRANSIENT_STATUSES = new Set([502, 503, 504]);

/**
 * Only reads and keyed writes are safe to send twice: a read changes nothing, and a keyed write is
 * replayed by the server under its Idempotency-Key. A plain write is never resent, nor is anything after
 * a time-out (the user already waited the whole time-out) or a cancel.
 */
export function isRetryable(spec: EndpointSpec, outcome: TransportOutcome): boolean {
  if (spec.method === 'POST' && !spec.idempotent) return false;
  if (!outcome.ok) return outcome.failure.kind === 'network';
  return TRANSIENT_STATUSES.has(outcome.response.status);
}

/** Exponential backoff with full jitter, so many clients do not retry in step. */
export function backoffDelay(policy: RetryPolicy, attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** Waits `ms`, or less when the signal aborts; resolves false when it was aborted. */
export function pause(ms: number, signal: AbortSignalLike | undefined): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve(false);
    const done = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', done);
      resolve(true);
    }, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}
