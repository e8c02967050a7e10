// Loads what /infoWap needs: the server's form config for the visitor's language and the dictionaries
// its choice fields name.
import { useEffect, useState } from 'react';
import type { DictionaryItem, DomainError, FormField } from '@fairpass/domain';
import { getRegistration } from '@fairpass/sdk/registration';
import { getContent } from '@fairpass/sdk/content';
import { useSession } from '../../ui/use-session';
import { useUseCase } from '../../ui/use-use-case';
import { dictionaryCodesOf } from './form-draft';

export type Dictionaries = Readonly<Record<string, readonly DictionaryItem[]>>;

export type FormLoad =
  | { readonly state: 'loading' }
  | { readonly state: 'failed'; readonly error: DomainError }
  | { readonly state: 'ready'; readonly fields: readonly FormField[]; readonly dictionaries: Dictionaries };

export function useRegistrationForm(attempt: number): FormLoad {
  const fetchRegistrationForm = useUseCase(getRegistration, (u) => u.fetchRegistrationForm);
  const fetchDictionary = useUseCase(getContent, (u) => u.fetchDictionary);
  const language = useSession((s) => s.language);
  const exhibitionId = useSession((s) => s.entry.exhibitionId ?? '');
  const registerType = useSession((s) => s.entry.registerType ?? '');
  const [load, setLoad] = useState<FormLoad>({ state: 'loading' });

  useEffect(() => {
    let live = true;
    setLoad({ state: 'loading' });
    void (async () => {
      const form = await fetchRegistrationForm.execute();
      if (!live) return;
      if (!form.ok) return setLoad({ state: 'failed', error: form.error });
      const fields = form.value;
      const dictionaries: Record<string, readonly DictionaryItem[]> = {};
      for (const code of dictionaryCodesOf(fields)) {
        const items = await fetchDictionary.execute({ code });
        if (!live) return;
        if (!items.ok) return setLoad({ state: 'failed', error: items.error });
        dictionaries[code] = items.value;
      }
      setLoad({ state: 'ready', fields, dictionaries });
    })();
    return () => {
      live = false;
    };
  // The use case reads language and exhibition from the session; they are listed so a change refetches.
  }, [fetchRegistrationForm, fetchDictionary, language, exhibitionId, registerType, attempt]);

  return load;
}
