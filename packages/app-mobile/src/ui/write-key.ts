// The Idempotency-Key of a write the visitor means once (placing this basket's order): kept in session
// storage with what it was for, so a double tap, a retry after a dropped reply and a reload all send the
// same key and the server answers with the first order; a changed basket gets a new key.
//
// The key lives only while the write may have happened without the page knowing (no answer, a time-out,
// a 5xx, the server's 409 while the first send runs): `settleWriteKey` ends it on an answer, a success or
// a definitive refusal alike, so a refusal whose cause the visitor then fixes is not replayed for ever.
import { writeMayHaveHappened, type DomainError, type Result } from '@fairpass/domain';

const PREFIX = 'fairpass.writeKey.';

interface Kept {
  readonly fingerprint: string;
  readonly key: string;
}

const newKey = (): string =>
  typeof globalThis.crypto?.randomUUID === 'function'
    ? globalThis.crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;

const read = (intent: string): Kept | undefined => {
  try {
    const kept = JSON.parse(sessionStorage.getItem(PREFIX + intent) ?? 'null') as Kept | null;
    return kept && typeof kept.key === 'string' && typeof kept.fingerprint === 'string' ? kept : undefined;
  } catch {
    return undefined;
  }
};

/** The key for this intent and content: the kept one while the content is the same, else a new one. */
export function writeKeyFor(intent: string, content: unknown): string {
  const fingerprint = JSON.stringify(content);
  const kept = read(intent);
  if (kept?.fingerprint === fingerprint) return kept.key;
  const key = newKey();
  try {
    sessionStorage.setItem(PREFIX + intent, JSON.stringify({ fingerprint, key }));
  } catch {
    // Without storage the key still covers double taps and retries within this page.
  }
  return key;
}

/** Once the write has its answer (the order exists), the next basket is a new intent. */
export function forgetWriteKey(intent: string): void {
  try {
    sessionStorage.removeItem(PREFIX + intent);
  } catch {
    // As above.
  }
}

/**
 * Settles the intent's key by the write's outcome, and hands the outcome on: forgotten after a success
 * and after a definitive refusal (nothing was committed; the next send, fixed or not, is a new write),
 * kept after an outcome that may have happened (the domain's `writeMayHaveHappened`), so sending again
 * with the same content carries the same key and the server answers with the first outcome.
 */
export function settleWriteKey<R extends Result<unknown, DomainError>>(intent: string, result: R): R {
  if (result.ok || !writeMayHaveHappened(result.error)) forgetWriteKey(intent);
  return result;
}
