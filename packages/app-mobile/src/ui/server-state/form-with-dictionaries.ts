// A form config from the server and the dictionaries its choice fields name, read side by side (not one
// after another) and shaped as one read for QueryView: the info form and the person forms of
// registering others both need it.
import { queryOptions, useQueries, type UseQueryResult } from '@tanstack/react-query';
import type { DictionaryItem, FormField } from '@fairpass/domain';
import type { FairpassClient } from '@fairpass/sdk';
import { getContent } from '@fairpass/sdk/content';
import type { ReadState } from './query-view';
import { fromResult } from './result-query';

export type Dictionaries = Readonly<Record<string, readonly DictionaryItem[]>>;

export interface FormWithDictionaries {
  readonly fields: readonly FormField[];
  readonly dictionaries: Dictionaries;
}

/** The options of a choice field; dictionaries rarely change, so they stay fresh for the visit. */
export const dictionaryQuery = (client: FairpassClient, code: string, language: string) =>
  queryOptions({
    queryKey: ['content', 'dictionary', code, language] as const,
    queryFn: fromResult((options) => getContent(client).fetchDictionary.execute({ code }, options)),
    staleTime: Infinity,
  });

/** `codes`: the dictionaries the form's fields name (each form decides which of its fields count). */
export function useFormWithDictionaries(
  client: FairpassClient,
  form: UseQueryResult<readonly FormField[]>,
  codes: readonly string[],
  language: string,
): ReadState<FormWithDictionaries> {
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
