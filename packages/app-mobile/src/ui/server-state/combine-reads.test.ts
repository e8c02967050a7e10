import { describe, expect, it, vi } from 'vitest';
import { combineReads } from './combine-reads';
import type { ReadState } from './query-view';

const read = <T>(status: ReadState<T>['status'], data?: T, error: unknown = null): ReadState<T> => ({
  status,
  data,
  error,
  isFetching: false,
  refetch: vi.fn(() => Promise.resolve()),
});

describe('two reads shown together', () => {
  it('shows a failure of either first, and tries again only what failed', async () => {
    const ok = read('success', 1);
    const failed = read<string>('error', undefined, new Error('x'));
    const both = combineReads(ok, failed);
    expect(both.status).toBe('error');
    await both.refetch();
    expect(failed.refetch).toHaveBeenCalledTimes(1);
    expect(ok.refetch).not.toHaveBeenCalled();
  });

  it('waits for both, then hands both over', () => {
    expect(combineReads(read('success', 1), read<string>('pending')).status).toBe('pending');
    expect(combineReads(read('success', 1), read('success', 'a')).data).toEqual([1, 'a']);
  });
});
