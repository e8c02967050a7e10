import { DomainError } from '@fairpass/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { importAgain, isCodeFetchFailure, partIn, retryAfter } from './code-fetch-recovery';

const chromiumFailure = new TypeError('Failed to fetch dynamically imported module: https://fair.example/assets/information.area-Dp.js');

describe('trying again after the app’s code failed to arrive', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('knows a failed import in Chromium, Firefox and Safari, also under an SDK area’s NETWORK.EXCEPTION', () => {
    expect(isCodeFetchFailure(chromiumFailure)).toBe(true);
    expect(isCodeFetchFailure(new TypeError('error loading dynamically imported module: https://fair.example/assets/a.js'))).toBe(true);
    expect(isCodeFetchFailure(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isCodeFetchFailure(new DomainError('NETWORK.EXCEPTION', "the information area's code could not be fetched", chromiumFailure))).toBe(true);
    expect(isCodeFetchFailure(new DomainError('NETWORK.EXCEPTION', 'ECONNRESET'))).toBe(false);
    expect(isCodeFetchFailure('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('loads the page again once the server answers, instead of the import a browser keeps failed', async () => {
    const reload = vi.fn();
    const fetched = vi.fn(() => Promise.resolve(new Response('<!doctype html>')));
    vi.stubGlobal('fetch', fetched);
    vi.stubGlobal('location', { href: 'https://fair.example/?exhibitionId=demo#/hotel', reload });
    const inPlace = vi.fn();
    await retryAfter(chromiumFailure, inPlace);
    expect(fetched).toHaveBeenCalledWith('https://fair.example/?exhibitionId=demo', { cache: 'no-store' });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(inPlace).not.toHaveBeenCalled();
  });

  it('retries in place while the server does not answer, and for any other failure', async () => {
    const reload = vi.fn();
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    vi.stubGlobal('location', { href: 'https://fair.example/#/hotel', reload });
    const inPlace = vi.fn();
    await retryAfter(chromiumFailure, inPlace);
    await retryAfter(new DomainError('NETWORK.TIMEOUT'), inPlace);
    expect(inPlace).toHaveBeenCalledTimes(2);
    expect(reload).not.toHaveBeenCalled();
  });

  it('fetches a lazy part whose chunk failed under a new address, not the one the browser keeps failed', async () => {
    const load = vi.fn(() => Promise.resolve('never'));
    // The import goes to https://fair.example/…/information.area-Dp.js?again=1 (refused here: node imports
    // no https address), never the kept failure, and the loader is not asked again.
    await expect(importAgain(chromiumFailure, load, (module: string) => module)).rejects.toThrow(/https/);
    expect(load).not.toHaveBeenCalled();
  });

  it('tries the same loader again where the failure names no address (Safari)', async () => {
    const load = vi.fn(() => Promise.resolve({ default: 'the part' }));
    expect(await importAgain(new TypeError('Importing a module script failed.'), load, (module) => module.default)).toBe('the part');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('finds the part in a chunk fetched again, whether the chunk is its module or holds its namespace under a short name', () => {
    const pick = (module: { QRCodeCanvas?: string }) => module.QRCodeCanvas;
    expect(partIn({ QRCodeCanvas: 'the canvas' }, pick)).toBe('the canvas');
    expect(partIn({ t: () => 'a helper', r: 'text', n: { QRCodeCanvas: 'the canvas' } }, pick)).toBe('the canvas');
    expect(partIn({ t: () => 'a helper', n: null }, pick)).toBeUndefined();
  });
});
