// Reads that wait for something to happen elsewhere (a WeChat Pay result, an order leaving "pending")
// are asked again every few seconds until the answer is final, and then no more; after `maxPolls`
// answers polling stops too, so a screen left open does not ask forever.
import type { Query } from '@tanstack/react-query';

export interface PollOptions<T> {
  /** True once the answer will not change any more. */
  readonly settled: (data: T) => boolean;
  readonly everyMs: number;
  readonly maxPolls: number;
}

/** A `refetchInterval` for useQuery: the interval while unsettled, false once settled or worn out. */
export function pollUntil<T>({ settled, everyMs, maxPolls }: PollOptions<T>) {
  return (query: Pick<Query<T, unknown>, 'state'>): number | false => {
    const { data, dataUpdateCount, status } = query.state;
    if (status === 'error') return false;
    if (data !== undefined && settled(data)) return false;
    return dataUpdateCount >= maxPolls ? false : everyMs;
  };
}
