import type { StorageArea } from '@fairpass/domain';
import type { ListableStoragePort } from './stored-keys';

/**
 * In-memory twin of the Web Storage adapter, for Node callers and tests. Values are kept as JSON text
 * so a test sees exactly what the browser would store (no shared object references).
 */
export class MemoryStorageAdapter implements ListableStoragePort {
  private readonly areas: Record<StorageArea, Map<string, string>> = {
    session: new Map(),
    local: new Map(),
  };

  get<T>(area: StorageArea, key: string): T | undefined {
    const text = this.areas[area].get(key);
    return text === undefined ? undefined : (JSON.parse(text) as T);
  }

  set(area: StorageArea, key: string, value: unknown): void {
    this.areas[area].set(key, JSON.stringify(value));
  }

  /** Forgets `key` in `area`. */
  remove(area: StorageArea, key: string): void {
    this.areas[area].delete(key);
  }

  /** Every key held in `area` now. */
  keys(area: StorageArea): readonly string[] {
    return [...this.areas[area].keys()];
  }

  /** Drops every session-area value, as closing the browser tab would. */
  endSession(): void {
    this.areas.session.clear();
  }
}
