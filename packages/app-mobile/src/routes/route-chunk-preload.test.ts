import { afterEach, describe, expect, it, vi } from 'vitest';

const MAP = { files: ['assets/a.js', 'assets/b.js', 'assets/c.js'], routes: { '/wallet/:id': [0, 1], '/give': [1, 2] } };
const preloads = (rel = 'modulepreload') =>
  [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)].filter((link) => link.as === 'script').map((link) => new URL(link.href).pathname);
/** Whether this browser knows `<link rel="modulepreload">` (Safari before 17 does not; jsdom neither). */
const modulepreloadKnown = (known: boolean) =>
  vi.spyOn(DOMTokenList.prototype, 'supports').mockImplementation((token) => known && token === 'modulepreload');

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.resetModules();
  document.head.innerHTML = '';
});

describe("a route's chunks preloaded from the build's list", () => {
  it('preloads a route opened before the list arrived once it does, and each file once', async () => {
    let reply!: (value: Response) => void;
    modulepreloadKnown(true);
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (reply = resolve))));
    const { loadRouteDeps, preloadRouteChunks } = await import('./route-chunk-preload');
    loadRouteDeps();
    loadRouteDeps();
    preloadRouteChunks('/wallet/:id');
    expect(preloads()).toEqual([]);
    reply(new Response(JSON.stringify(MAP)));
    await vi.waitFor(() => expect(preloads()).toEqual(['/assets/a.js', '/assets/b.js']));
    preloadRouteChunks('/give');
    expect(preloads()).toEqual(['/assets/a.js', '/assets/b.js', '/assets/c.js']);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('preloads them as scripts where the browser has no modulepreload (Safari before 17)', async () => {
    modulepreloadKnown(false);
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(JSON.stringify(MAP)))));
    const { loadRouteDeps, preloadRouteChunks } = await import('./route-chunk-preload');
    loadRouteDeps();
    preloadRouteChunks('/wallet/:id');
    await vi.waitFor(() => expect(preloads('preload')).toEqual(['/assets/a.js', '/assets/b.js']));
    expect(preloads()).toEqual([]);
    expect(document.head.querySelector('link')?.crossOrigin).toBe('');
  });

  it('leaves the chunks to load as imported when the list cannot be read (offline)', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('offline'))));
    const { loadRouteDeps, preloadRouteChunks } = await import('./route-chunk-preload');
    loadRouteDeps();
    preloadRouteChunks('/give');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preloads()).toEqual([]);
  });
});
