import { describe, expect, it, vi } from 'vitest';
import { fetchedOnce } from './fetched-once';

describe('something fetched once', () => {
  it('is fetched on the first ask only, every ask sharing that fetch', async () => {
    const load = vi.fn(async () => 'table');
    const fetch = fetchedOnce(load);

    expect(await Promise.all([fetch(), fetch()])).toEqual(['table', 'table']);
    expect(await fetch()).toBe('table');
    expect(load).toHaveBeenCalledOnce();
  });

  it('is fetched again on the next ask after a failed fetch', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('table');
    const fetch = fetchedOnce(load);

    await expect(fetch()).rejects.toThrow('offline');
    expect(await fetch()).toBe('table');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
