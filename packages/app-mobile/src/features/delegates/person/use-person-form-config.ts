// What a person form needs: the exhibition's personal-info form for the page's language, then the
// dictionaries its person fields name (ui/server-state/form-with-dictionaries).
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useFormWithDictionaries, type FormWithDictionaries } from '../../../ui/server-state/form-with-dictionaries';
import type { ReadState } from '../../../ui/server-state/query-view';
import { useShell } from '../../../ui/shell-context';
import { useSession } from '../../../ui/use-session';
import { personFormQuery } from './person-form.queries';
import { dictionaryCodesOf } from './person-values';

export type { Dictionaries } from '../../../ui/server-state/form-with-dictionaries';

export function usePersonFormConfig(): ReadState<FormWithDictionaries> {
  const { client } = useShell();
  const language = useSession((s) => s.language);
  const exhibitionId = useSession((s) => s.entry.exhibitionId ?? '');
  const registerType = useSession((s) => s.entry.registerType ?? '');
  const scope = useMemo(() => ({ exhibitionId, registerType, language }), [exhibitionId, registerType, language]);
  const form = useQuery(personFormQuery(client, scope));
  return useFormWithDictionaries(client, form, form.data ? dictionaryCodesOf(form.data) : [], language);
}
