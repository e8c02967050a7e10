// The exhibitor's survey for the survey screen, read through the SDK, which keeps the last survey read
// on the phone and answers with it when there is no network (so the screen opens offline). No query
// cache here: the SDK's copy is the offline store, and leaving TanStack Query out keeps the route's
// first load under its cap.
import { useCallback, useEffect, useState } from 'react';
import type { LeadSurvey } from '@fairpass/domain/leads';
import type { ReadState } from '../../../ui/server-state/query-view';
import { useLeadsApi } from '../use-lead-book';

type Read = Pick<ReadState<LeadSurvey>, 'status' | 'data' | 'error'>;

export function useSurvey(): ReadState<LeadSurvey> {
  const api = useLeadsApi();
  const [read, setRead] = useState<Read>({ status: 'pending', data: undefined, error: null });
  const [fetching, setFetching] = useState(true);
  const load = useCallback(
    async (signal?: AbortSignal) => {
      setFetching(true);
      const result = await api.fetchSurvey.execute(signal ? { signal } : undefined);
      if (signal?.aborted) return;
      setFetching(false);
      setRead(result.ok ? { status: 'success', data: result.value, error: null } : { status: 'error', data: undefined, error: result.error });
    },
    [api],
  );
  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);
  return { ...read, isFetching: fetching, refetch: () => load() };
}
