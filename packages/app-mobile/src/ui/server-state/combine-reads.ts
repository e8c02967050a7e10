// Two reads a screen needs together (an order and the ticket types) as one ReadState for QueryView: a
// failure of either shows, then loading until both are in; "try again" asks again what failed.
import type { ReadState } from './query-view';

export function combineReads<A, B>(a: ReadState<A>, b: ReadState<B>): ReadState<readonly [A, B]> {
  const isFetching = a.isFetching || b.isFetching;
  const refetch = () => Promise.all([a, b].filter((read) => read.status === 'error').map((read) => read.refetch()));
  const failed = [a, b].find((read) => read.status === 'error');
  if (failed) return { status: 'error', error: failed.error, data: undefined, refetch, isFetching };
  if (a.status === 'pending' || b.status === 'pending') return { status: 'pending', error: null, data: undefined, refetch, isFetching };
  return { status: 'success', error: null, data: [a.data as A, b.data as B] as const, refetch, isFetching };
}
