// What the exhibitor chose on a booking screen, kept as a draft in session storage (ui/form/draft-store)
// so a reload, a language switch or a refusal loses nothing; dropped once the order is placed.
import { useCallback, useEffect, useState } from 'react';
import { clearDraft, readDraft, withDraft, writeDraft } from '../../ui/form/draft-store';

export function useDraftState<V extends Readonly<Record<string, unknown>>>(key: string, initial: () => V): readonly [V, (change: Partial<V>) => void, () => void] {
  const [values, setValues] = useState<V>(() => withDraft(initial(), readDraft(key)));
  useEffect(() => writeDraft(key, values), [key, values]);
  const change = useCallback((next: Partial<V>) => setValues((current) => ({ ...current, ...next })), []);
  const forget = useCallback(() => clearDraft(key), [key]);
  return [values, change, forget] as const;
}
