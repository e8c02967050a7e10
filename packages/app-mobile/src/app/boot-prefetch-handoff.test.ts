import { describe, expect, it } from 'vitest';
import type { BootPrefetch } from './boot-prefetch';
import { BOOT_PREFETCH_KEY, takeBootPrefetch, type BootPrefetchHolder } from './boot-prefetch-handoff';

describe('the boot prefetch hand-off', () => {
  it('hands the inline script prefetch to main.ts once, and nothing when there was no inline script', () => {
    const prefetch = { language: 'en' } as unknown as BootPrefetch;
    const holder = { [BOOT_PREFETCH_KEY]: prefetch } as unknown as BootPrefetchHolder;

    expect(takeBootPrefetch(holder)).toBe(prefetch);
    expect(takeBootPrefetch(holder)).toBeUndefined();
  });
});
