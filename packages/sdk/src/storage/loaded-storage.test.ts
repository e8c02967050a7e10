import type { StorageArea } from '@fairpass/domain';
import { describe, expect, it } from 'vitest';
import { loadStorage, type AsyncStorage } from './loaded-storage';

type Backing = Map<string, unknown>;
const at = (area: StorageArea, key: string) => `${area}:${key}`;

/** A store whose every answer comes later (as Redis's would), and one that answers at once. */
const asyncStore = (backing: Backing, delayMs = 2): AsyncStorage => {
  const later = <T>(value: () => T) => new Promise<T>((resolve) => setTimeout(() => resolve(value()), delayMs));
  return {
    get: (area, key) => later(() => backing.get(at(area, key)) as never),
    set: (area, key, value) => later(() => void backing.set(at(area, key), value)),
    remove: (area, key) => later(() => void backing.delete(at(area, key))),
    keys: (area) => later(() => [...backing.keys()].filter((k) => k.startsWith(`${area}:`)).map((k) => k.slice(area.length + 1))),
  };
};
const syncStore = (backing: Backing): AsyncStorage => ({
  get: (area, key) => backing.get(at(area, key)) as never,
  set: (area, key, value) => void backing.set(at(area, key), value),
  remove: (area, key) => void backing.delete(at(area, key)),
});

describe.each([
  ['an async store', asyncStore],
  ['a sync store', syncStore],
])('loadStorage over %s', (_name, storeOf) => {
  it('reads what the store held before, and answers from memory at once', async () => {
    const backing: Backing = new Map<string, unknown>([['session:accessToken', { token: 't1' }], ['local:languageType', 'en']]);
    const storage = await loadStorage(storeOf(backing));
    expect(storage.get('session', 'accessToken')).toEqual({ token: 't1' });
    expect(storage.get('local', 'languageType')).toBe('en');
    expect(storage.get('local', 'accessToken')).toBeUndefined();
  });

  it('writes through to the store in order; flush resolves once they are all there', async () => {
    const backing: Backing = new Map();
    const storage = await loadStorage(storeOf(backing));
    storage.set('session', 'title', 'a');
    storage.set('session', 'title', 'b');
    storage.set('local', 'languageType', 'zh');
    storage.remove('local', 'languageType');
    expect(storage.get('session', 'title')).toBe('b');
    await storage.flush();
    expect(Object.fromEntries(backing)).toEqual({ 'session:title': 'b' });
  });

  it('hands the store a copy of a value, as Web Storage keeps text', async () => {
    const backing: Backing = new Map();
    const storage = await loadStorage(storeOf(backing));
    const value = { n: 1 };
    storage.set('session', 'userInfo', value);
    value.n = 2;
    await storage.flush();
    expect(backing.get('session:userInfo')).toEqual({ n: 1 });
    expect(storage.get('session', 'userInfo')).toEqual({ n: 1 });
  });
});

describe('loadStorage', () => {
  it("lists the store's keys when it can, else reads the SDK's named keys", async () => {
    const backing: Backing = new Map<string, unknown>([['local:fairpass.account.u1/wallet', { t: 1 }], ['session:accessToken', 'x']]);
    expect((await loadStorage(asyncStore(backing))).keys('local')).toEqual(['fairpass.account.u1/wallet']);
    const named = await loadStorage(syncStore(backing));
    expect(named.keys('local')).toEqual([]);
    expect(named.get('session', 'accessToken')).toBe('x');
  });

  it('reports a failed write at the next flush, once', async () => {
    const store: AsyncStorage = { get: () => undefined, set: () => Promise.reject(new Error('redis down')), remove: () => undefined };
    const storage = await loadStorage(store);
    storage.set('session', 'title', 'a');
    await expect(storage.flush()).rejects.toThrow('redis down');
    await expect(storage.flush()).resolves.toBeUndefined();
  });
});
