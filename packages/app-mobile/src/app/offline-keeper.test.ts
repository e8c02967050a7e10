import { afterEach, describe, expect, it, vi } from 'vitest';
import { FILES_PER_TASK, OfflineKeeper } from './offline-keeper';

/** A Cache Storage that holds `kept` already and records how many adds run at once. */
function fakeCaches(kept: readonly string[]) {
  const stored = new Set(kept);
  let running = 0;
  const record = { stored, mostAtOnce: 0, added: [] as string[] };
  const cache = {
    match: async (url: string) => (stored.has(url) ? new Response('') : undefined),
    add: async (url: string) => {
      running += 1;
      record.mostAtOnce = Math.max(record.mostAtOnce, running);
      await new Promise((resolve) => setTimeout(resolve, 1));
      if (url.includes('broken')) {
        running -= 1;
        throw new TypeError('Failed to fetch');
      }
      stored.add(url);
      record.added.push(url);
      running -= 1;
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
  it('keeps every file of a pack that is not kept yet, a few at a time, and leaves a failed one for later', async () => {
    const files = Array.from({ length: FILES_PER_TASK * 2 + 3 }, (_, index) => packFile(index));
    const record = fakeCaches([files[0]!]);
    const pack = { packs: { leads: [...files, 'https://fair.example/assets/broken.js'] } };
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(pack)));
    const keeper = new OfflineKeeper('https://fair.example/');

    await keeper.keepPack('leads');
    await keeper.idle();

    expect(record.added.sort()).toEqual(files.slice(1).sort());
    expect(record.mostAtOnce).toBeLessThanOrEqual(FILES_PER_TASK);
    expect(record.stored.has('https://fair.example/assets/broken.js')).toBe(false);
  });
});
