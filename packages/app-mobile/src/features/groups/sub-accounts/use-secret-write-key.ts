// The Idempotency-Key of a write that carries a password (adding a sub-account, resetting its password).
// ui/write-key.ts keeps a key's content in session storage to survive a reload; a password must not be
// kept there, so these keys live in memory only: a double tap and a retry after a dropped reply send the
// same key while the form holds the same content, a changed password gets a new one, and a reload starts
// afresh (a reset is idempotent anyway; a sub-account added twice is refused as a taken account name).
import { useCallback, useRef } from 'react';

const newKey = (): string =>
  typeof globalThis.crypto?.randomUUID === 'function' ? globalThis.crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

export function useSecretWriteKey(): { readonly keyFor: (content: unknown) => string; readonly forget: () => void } {
  const kept = useRef<{ readonly content: string; readonly key: string } | null>(null);
  const keyFor = useCallback((content: unknown) => {
    const text = JSON.stringify(content);
    if (kept.current?.content !== text) kept.current = { content: text, key: newKey() };
    return kept.current.key;
  }, []);
  const forget = useCallback(() => {
    kept.current = null;
  }, []);
  return { keyFor, forget };
}
