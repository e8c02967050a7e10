// Web Storage behind an interface, so rules and use cases run with an in-memory twin in tests and Node.
import type { StorageArea } from '../config/storage-keys';

export interface StoragePort {
  /**
   * The JSON value stored under key, or undefined when absent or unreadable. The caller states the
   * type it wrote earlier; values written by other pages must be checked before use.
   */
  get<T>(area: StorageArea, key: string): T | undefined;
  /** Stores value as JSON. */
  set(area: StorageArea, key: string, value: unknown): void;
  remove(area: StorageArea, key: string): void;
}
