import type { StorageArea } from '@fairpass/domain';
import type { ListableStoragePort } from './stored-keys';

/** Where the Web Storage objects come from; resolved lazily so importing the SDK never touches `window`. */
export interface WebStorageSource {
  /** The tab's `sessionStorage`. */
  session: () => StorageLike;
  /** The origin's `localStorage`. */
  local: () => StorageLike;
}

/** The part of a Web `Storage` the adapter uses (structural, so the types need no DOM library). */
export interface StorageLike {
  /** The text kept under `key`, or null. */
  getItem(key: string): string | null;
  /** Keeps `value` under `key`. */
  setItem(key: string, value: string): void;
  /** Forgets `key`. */
  removeItem(key: string): void;
  /** How many keys are held (a Web `Storage` has it; without it the keys cannot be listed). */
  readonly length?: number;
  /** The name of the `index`-th key, or null. */
  key?(index: number): string | null;
}

const browserStorage: WebStorageSource = {
  session: () => globalThis.sessionStorage,
  local: () => globalThis.localStorage,
};

/** Storage port over the browser's `sessionStorage` / `localStorage`, values kept as JSON. */
export class WebStorageAdapter implements ListableStoragePort {
  constructor(private readonly source: WebStorageSource = browserStorage) {}

  get<T>(area: StorageArea, key: string): T | undefined {
    const text = this.source[area]().getItem(key);
    if (text === null) return undefined;
    try {
      return JSON.parse(text) as T;
    } catch {
      // Written by another page of the origin in another format: treat as absent, as the port says.
      return undefined;
    }
  }

  set(area: StorageArea, key: string, value: unknown): void {
    this.source[area]().setItem(key, JSON.stringify(value));
  }

  /** Forgets `key` in `area`. */
  remove(area: StorageArea, key: string): void {
    this.source[area]().removeItem(key);
  }

  /** Every key held in `area` now (none when the source cannot list its keys). */
  keys(area: StorageArea): readonly string[] {
    const storage = this.source[area]();
    if (typeof storage.key !== 'function' || typeof storage.length !== 'number') return [];
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key !== null) keys.push(key);
    }
    return keys;
  }
}
