import { describe, expect, it } from 'vitest';
import { STORAGE_AREA_OF, STORAGE_KEYS } from './storage-keys';

describe('storage keys', () => {
  it('uses distinct names so no two values overwrite each other', () => {
    const names = Object.values(STORAGE_KEYS);
    expect(new Set(names).size).toBe(names.length);
  });

  it('assigns every key an area, keeping the language choice beyond the session', () => {
    expect(Object.keys(STORAGE_AREA_OF).sort()).toEqual(Object.values(STORAGE_KEYS).sort());
    expect(STORAGE_AREA_OF[STORAGE_KEYS.languageType]).toBe('local');
    expect(STORAGE_AREA_OF[STORAGE_KEYS.accessToken]).toBe('session');
  });
});
