import { afterEach, describe, expect, it, vi } from 'vitest';

const MAP = { files: ['assets/a.js', 'assets/b.js', 'assets/c.js'], routes: { '/wallet/:id': [0, 1], '/give': [1, 2] } };
const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => new URL(link.href).pathname);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  document.head.innerHTML = '';
});

describe("a route's chunks preloaded from the build's list", () => {
  it('preloads a route opened before the list arrived once it does, and each file once', async () => {
    let reply!: (value: Response) => void;
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

  it('leaves the chunks to load as imported when the list cannot be read (offline)', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('offline'))));
    const { loadRouteDeps, preloadRouteChunks } = await import('./route-chunk-preload');
    loadRouteDeps();
    preloadRouteChunks('/give');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preloads()).toEqual([]);
  });
});
