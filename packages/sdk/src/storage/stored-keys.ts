import type { StorageArea, StoragePort } from '@fairpass/domain';

/**
 * A storage port that can also list its keys (both of the SDK's adapters can). Forgetting an account
 * needs it to find the keys under a prefix; a port without it forgets only the keys it is told by name.
 */
export interface ListableStoragePort extends StoragePort {
  /** The keys held in `area` now. */
  keys(area: StorageArea): readonly string[];
}

/** The keys held in `area`, or none when the port cannot list them (a copy: safe to remove while walking it). */
export function storedKeys(storage: StoragePort, area: StorageArea): readonly string[] {
  const listable = storage as Partial<ListableStoragePort>;
  if (typeof listable.keys !== 'function') return [];
  try {
    return [...listable.keys.call(storage, area)];
  } catch {
    return [];
  }
}
