import { afterEach, describe, expect, it, vi } from 'vitest';
import { checksOnDemand } from './checks-on-demand';

const rules = { errorsOf: (value: string) => (value === '' ? { name: ['VALIDATION.REQUIRED'] } : {}) };

afterEach(() => vi.useRealTimers());

describe("a form's checks fetched on demand", () => {
  it('waits for the chunk on a check before it has arrived, then checks synchronously', async () => {
    const fetch = vi.fn(async () => rules);
    const checks = checksOnDemand(fetch);

    const first = checks.run((chunk) => chunk.errorsOf(''));
    expect(first).toBeInstanceOf(Promise);
    expect(await first).toEqual({ name: ['VALIDATION.REQUIRED'] });
    expect(checks.run((chunk) => chunk.errorsOf('Ada'))).toEqual({});
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('fetches again after a failed fetch, so a check after the network is back still runs', async () => {
    const fetch = vi.fn<() => Promise<typeof rules>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(rules);
    const checks = checksOnDemand(fetch);

    await expect(checks.run((chunk) => chunk.errorsOf(''))).rejects.toThrow(/Failed to fetch/);
    expect(await checks.run((chunk) => chunk.errorsOf(''))).toEqual({ name: ['VALIDATION.REQUIRED'] });
  });

  it('warms the chunk only after the screen has painted, and not at all when the screen is gone first', () => {
    vi.useFakeTimers();
    const fetch = vi.fn(async () => rules);
    const cancel = checksOnDemand(fetch).warm();
    cancel();
    vi.runAllTimers();
    expect(fetch).not.toHaveBeenCalled();

    checksOnDemand(fetch).warm();
    expect(fetch).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
