// Form drafts in session storage (#12 item 8): what a form holds survives a reload, a language switch that
// remounts the form and a session that ends, and is dropped once the form is submitted. Session storage
// because a draft belongs to this tab's visit; a private window that refuses storage just keeps none.
import { DRAFT_KEY_PREFIX } from '@fairpass/domain';

type Draft = Record<string, unknown>;

const storage = (): Storage | undefined => {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
};

export function readDraft(key: string): Draft {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(DRAFT_KEY_PREFIX + key) ?? 'null');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Draft) : {};
  } catch {
    return {};
  }
}

/** Merged into what is kept, so a form that shows other fields (e-mail instead of phone) keeps both. */
export function writeDraft(key: string, values: Draft): void {
  try {
    storage()?.setItem(DRAFT_KEY_PREFIX + key, JSON.stringify({ ...readDraft(key), ...values }));
  } catch {
    // Full or refused storage: the form still works, only without a draft.
  }
}

export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(DRAFT_KEY_PREFIX + key);
  } catch {
    // As above.
  }
}

const sameKind = (a: unknown, b: unknown): boolean =>
  Array.isArray(a) ? Array.isArray(b) && b.every((item) => typeof item === 'string') : typeof a === typeof b;

/** The starting values with what the draft kept for the same fields (of the same kind) laid over them. */
export function withDraft<V extends Readonly<Record<string, unknown>>>(initial: V, draft: Draft): V {
  const merged: Record<string, unknown> = { ...initial };
  for (const name of Object.keys(initial)) {
    if (Object.hasOwn(draft, name) && sameKind(initial[name], draft[name])) merged[name] = draft[name];
  }
  return merged as V;
}

/** The values worth keeping: every field except the secrets (passwords, codes). */
export function keptValues(values: Readonly<Record<string, unknown>>, secret: readonly string[]): Draft {
  return Object.fromEntries(Object.entries(values).filter(([name]) => !secret.includes(name)));
}
