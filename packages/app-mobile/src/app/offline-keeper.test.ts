import { afterEach, describe, expect, it, vi } from 'vitest';
import { FILES_PER_TASK, OfflineKeeper } from './offline-keeper';

/** A Cache Storage that holds `kept` already and records what is asked of it. */
function fakeCaches(kept: readonly string[]) {
  const stored = new Set(kept);
  const record = { stored, matched: 0, added: [] as string[] };
  const cache = {
    match: async (url: string) => {
      record.matched += 1;
      return stored.has(url) ? new Response('') : undefined;
    },
    add: async (url: string) => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      if (url.includes('broken')) throw new TypeError('Failed to fetch');
      stored.add(url);
      record.added.push(url);
    },
  };
  vi.stubGlobal('caches', { open: async () => cache });
  return record;
}

const packFile = (index: number) => `https://fair.example/assets/screen-${index}.js`;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the offline keeper', () => {
  it('keeps every file of a pack that is not kept yet, starting a few per task, and leaves a failed one for later', async () => {
    const files = Array.from({ length: FILES_PER_TASK * 2 + 3 }, (_, index) => packFile(index));
    const record = fakeCaches([files[0]!]);
    const pack = { packs: { leads: [...files, 'https://fair.example/assets/broken.js'] } };
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(pack)));
    const keeper = new OfflineKeeper('https://fair.example/');

    void keeper.keepPack('leads');
    // Within the task that starts it (its microtasks), only the first few files are looked at.
    for (let turn = 0; turn < 50; turn += 1) await Promise.resolve();
    expect(record.matched).toBeGreaterThan(0);
    expect(record.matched).toBeLessThanOrEqual(FILES_PER_TASK);
    await keeper.idle();

    expect(record.added.sort()).toEqual(files.slice(1).sort());
    expect(record.stored.has('https://fair.example/assets/broken.js')).toBe(false);
  });
});
