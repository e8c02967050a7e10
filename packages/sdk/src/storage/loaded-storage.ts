// Async storage behind the SDK's synchronous port: a server-rendered page keeps each visitor's session
// in Redis or a cookie jar, whose reads and writes are Promises. `loadStorage` reads what the store holds
// once, up front, into memory; the client then reads from memory, and every write goes on to the store
// in the order it was made (the supabase / firebase model: the store is the truth between requests).
import { STORAGE_AREA_OF, STORAGE_KEYS, type StorageArea } from '@fairpass/domain';
import type { ListableStoragePort } from './stored-keys';

type MaybePromise<T> = T | Promise<T>;

/**
 * A key-value store the client may keep its session in, sync or async: each method may return a
 * Promise. Values are whatever `set` was given (JSON-safe data); keep the two areas apart (e.g. a Redis
 * hash per visitor and area).
 */
export interface AsyncStorage {
  /** The value stored under `key` in `area`, or undefined when there is none. */
  get<T>(area: StorageArea, key: string): MaybePromise<T | undefined>;
  set(area: StorageArea, key: string, value: unknown): MaybePromise<void>;
  remove(area: StorageArea, key: string): MaybePromise<void>;
  /**
   * Every key held in `area`. Optional, but without it only the SDK's named keys are read up front (not
   * the account's kept wallet or the app's drafts), and forgetting an account cannot find those.
   */
  keys?(area: StorageArea): MaybePromise<readonly string[]>;
}

/** The storage port `loadStorage` gives: pass it as the client's `storage`. */
export interface LoadedStorage extends ListableStoragePort {
  /**
   * Resolves once every write made so far has reached the store — await it before a server-rendered
   * page sends its response. Rejects with the first write that failed since the last flush.
   */
  flush(): Promise<void>;
}

const AREAS: readonly StorageArea[] = ['session', 'local'];
const NAMED_KEYS = (area: StorageArea): string[] => Object.values(STORAGE_KEYS).filter((key) => STORAGE_AREA_OF[key] === area);

/**
 * Reads what `store` holds (every key it lists, else the SDK's named keys) and returns a port for
 * `createFairpassClient({ storage })` that answers from memory and writes through to `store`.
 *
 * @example
 * ```ts
 * import { createFairpassClient, loadStorage, type AsyncStorage } from '@fairpass/sdk';
 *
 * // One visitor's store (a Map here; Redis or a cookie jar on a server).
 * const kept = new Map<string, unknown>();
 * const store: AsyncStorage = {
 *   get: async (area, key) => kept.get(`${area}:${key}`) as never,
 *   set: async (area, key, value) => void kept.set(`${area}:${key}`, value),
 *   remove: async (area, key) => void kept.delete(`${area}:${key}`),
 *   keys: async (area) => [...kept.keys()].filter((k) => k.startsWith(`${area}:`)).map((k) => k.slice(area.length + 1)),
 * };
 * const storage = await loadStorage(store);
 * const client = createFairpassClient({ baseURL: 'https://fair.example.com', clientId: 'id', clientSecret: 'secret', storage, navigator: 'memory' });
 * // … the client's calls …
 * await storage.flush(); // every write is in the store before the response goes out
 * ```
 */
export async function loadStorage(store: AsyncStorage): Promise<LoadedStorage> {
  const kept: Record<StorageArea, Map<string, string>> = { session: new Map(), local: new Map() };
  for (const area of AREAS) {
    const keys = typeof store.keys === 'function' ? await store.keys(area) : NAMED_KEYS(area);
    for (const key of keys) {
      const value = await store.get<unknown>(area, key);
      if (value !== undefined) kept[area].set(key, JSON.stringify(value));
    }
  }

  let writes: Promise<void> = Promise.resolve();
  let failure: { readonly error: unknown } | undefined;
  const write = (send: () => MaybePromise<void>): void => {
    writes = writes.then(send).catch((error: unknown) => {
      failure ??= { error };
    });
  };

  return {
    get<T>(area: StorageArea, key: string): T | undefined {
      const text = kept[area].get(key);
      return text === undefined ? undefined : (JSON.parse(text) as T);
    },
    set(area: StorageArea, key: string, value: unknown): void {
      const text = JSON.stringify(value);
      kept[area].set(key, text);
      // The store gets a copy, as Web Storage would: later changes to `value` never reach it.
      write(() => store.set(area, key, JSON.parse(text)));
    },
    remove(area: StorageArea, key: string): void {
      kept[area].delete(key);
      write(() => store.remove(area, key));
    },
    keys(area: StorageArea): readonly string[] {
      return [...kept[area].keys()];
    },
    async flush(): Promise<void> {
      await writes;
      const failed = failure;
      failure = undefined;
      if (failed) throw failed.error;
    },
  };
}
