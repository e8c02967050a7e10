// What a person form needs: the exhibition's personal-info form for the page's language, then the
// dictionaries its choice fields name, read side by side. Shaped as one read for QueryView.
import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { DictionaryItem, FormField } from '@fairpass/domain';
import type { ReadState } from '../../../ui/server-state/query-view';
import { useShell } from '../../../ui/shell-context';
import { useSession } from '../../../ui/use-session';
import { dictionaryQuery, personFormQuery } from './person-form.queries';
import { dictionaryCodesOf } from './person-values';

export type Dictionaries = Readonly<Record<string, readonly DictionaryItem[]>>;

export interface PersonFormConfig {
  readonly fields: readonly FormField[];
  readonly dictionaries: Dictionaries;
}

export function usePersonFormConfig(): ReadState<PersonFormConfig> {
  const { client } = useShell();
  const language = useSession((s) => s.language);
  const exhibitionId = useSession((s) => s.entry.exhibitionId ?? '');
  const registerType = useSession((s) => s.entry.registerType ?? '');
  const scope = useMemo(() => ({ exhibitionId, registerType, language }), [exhibitionId, registerType, language]);
  const form = useQuery(personFormQuery(client, scope));
  const codes = form.data ? dictionaryCodesOf(form.data) : [];
  const dictionaries = useQueries({
    queries: codes.map((code) => dictionaryQuery(client, code, language)),
    combine: (results) => ({
      failed: results.find((result) => result.status === 'error'),
      pending: results.some((result) => result.status === 'pending'),
      fetching: results.some((result) => result.isFetching),
      data: results.map((result) => result.data),
      refetch: () => Promise.all(results.filter((result) => result.status === 'error').map((result) => result.refetch())),
    }),
  });
  const refetch = async () => {
    if (form.status === 'error') await form.refetch();
    else await dictionaries.refetch();
  };
  const isFetching = form.isFetching || dictionaries.fetching;
  if (form.status === 'error') return { status: 'error', error: form.error, data: undefined, refetch, isFetching };
  if (dictionaries.failed) return { status: 'error', error: dictionaries.failed.error, data: undefined, refetch, isFetching };
  if (form.status === 'pending' || dictionaries.pending) return { status: 'pending', error: null, data: undefined, refetch, isFetching };
  const byCode: Record<string, readonly DictionaryItem[]> = {};
  codes.forEach((code, index) => {
    byCode[code] = dictionaries.data[index] ?? [];
  });
  return { status: 'success', error: null, data: { fields: form.data, dictionaries: byCode }, refetch, isFetching };
}
