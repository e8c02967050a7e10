// What /infoWap needs: the server's form config for the visitor's language, then the dictionaries its
// choice fields name, read side by side (not one after another). Shaped as one query for QueryView.
import { useQueries, useQuery } from '@tanstack/react-query';
import type { DictionaryItem, FormField } from '@fairpass/domain';
import { useShell } from '../../ui/shell-context';
import type { ReadState } from '../../ui/server-state/query-view';
import { dictionaryCodesOf } from './form-draft';
import { dictionaryQuery, registrationFormQuery } from './registration-flow.queries';
import { useReadScope } from './use-read-scope';

export type Dictionaries = Readonly<Record<string, readonly DictionaryItem[]>>;

export interface RegistrationForm {
  readonly fields: readonly FormField[];
  readonly dictionaries: Dictionaries;
}

export function useRegistrationForm(): ReadState<RegistrationForm> {
  const { client } = useShell();
  const scope = useReadScope();
  const form = useQuery(registrationFormQuery(client, scope));
  const codes = form.data ? dictionaryCodesOf(form.data) : [];
  const dictionaries = useQueries({
    queries: codes.map((code) => dictionaryQuery(client, code, scope.language)),
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
