import { describe, expect, it, vi } from 'vitest';

/** The registry and the loader as a program that has made no area known yet sees them (fresh modules). */
async function freshModules() {
  vi.resetModules();
  const [registry, loader, catalogue, codes] = await Promise.all([
    import('./area-error-registry'),
    import('./area-errors-loader'),
    import('./error-catalogue'),
    import('./error-codes'),
  ]);
  return { ...registry, ...loader, ...catalogue, ...codes };
}

describe("every area's failures fetched when first needed", () => {
  it('knows no area code until they arrive, says they are arriving meanwhile, and fetches them once', async () => {
    const { areaErrorsArriving, errorAreaOf, isErrorCode, loadAllAreaErrors } = await freshModules();
    expect(isErrorCode('BADGE.NOT_INVITABLE')).toBe(false);
    expect(areaErrorsArriving()).toBeUndefined();

    const loading = loadAllAreaErrors();
    expect(areaErrorsArriving()).toBe(loading);
    expect(loadAllAreaErrors()).toBe(loading);
    await loading;

    expect(isErrorCode('BADGE.NOT_INVITABLE')).toBe(true);
    expect(errorAreaOf('BADGE.NOT_INVITABLE')).toBe('exhibitor-people');
    expect(areaErrorsArriving()).toBeUndefined();
  });
});

describe('a fetch of the tables that failed', () => {
  it('is tried again by the next call, and its failure is not kept as the answer', async () => {
    vi.resetModules();
    let offline = true;
    vi.doMock('./all-area-errors', async (importOriginal) => {
      if (offline) throw new Error('no network');
      return importOriginal();
    });
    const { areaErrorsArriving, isErrorCode, loadAllAreaErrors } = await freshModules();

    await expect(loadAllAreaErrors()).rejects.toThrow();
    expect(areaErrorsArriving()).toBeUndefined();
    expect(isErrorCode('BADGE.NOT_INVITABLE')).toBe(false);

    offline = false;
    await loadAllAreaErrors();
    expect(isErrorCode('BADGE.NOT_INVITABLE')).toBe(true);
    vi.doUnmock('./all-area-errors');
  });
});
