import type { StorageArea, StoragePort } from '@fairpass/domain';

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
}

const browserStorage: WebStorageSource = {
  session: () => globalThis.sessionStorage,
  local: () => globalThis.localStorage,
};

/** Storage port over the browser's `sessionStorage` / `localStorage`, values kept as JSON. */
export class WebStorageAdapter implements StoragePort {
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
}
