// The Idempotency-Key of a write the visitor means once (placing this basket's order): kept in session
// storage with what it was for, so a double tap, a retry after a dropped reply and a reload all send the
// same key and the server answers with the first order; a changed basket gets a new key.
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
