import { describe, expect, it, vi } from 'vitest';
import { lazyScreen } from './lazy-screen';
import type { RouteEntry } from './route-entry';
import { preloadRoute } from './route-preload';

const routesWith = (load: () => Promise<{ default: () => null }>): RouteEntry[] => [
  { path: '/registration', screen: lazyScreen(load), titleKey: 'registration:title.login' },
  { path: '/contentPage/:id', screen: lazyScreen(load) },
];

describe('preloading the landing route', () => {
  it('starts the landing screen chunk and its title namespace at boot', () => {
    const load = vi.fn(async () => ({ default: () => null }));
    const i18n = { loadNamespaces: vi.fn(async () => undefined) };

    preloadRoute('/registration', routesWith(load), i18n);

    expect(load).toHaveBeenCalledTimes(1);
    expect(i18n.loadNamespaces).toHaveBeenCalledWith('registration');
  });

  it('matches path parameters and skips the namespace when the title has none', () => {
    const load = vi.fn(async () => ({ default: () => null }));
    const i18n = { loadNamespaces: vi.fn(async () => undefined) };

    preloadRoute('/contentPage/7', routesWith(load), i18n);

    expect(load).toHaveBeenCalledTimes(1);
    expect(i18n.loadNamespaces).not.toHaveBeenCalled();
  });

  it('does nothing for a path no screen answers, and settles even when the chunk fails', async () => {
    const load = vi.fn(async () => Promise.reject(new Error('offline')));
    const i18n = { loadNamespaces: vi.fn(async () => undefined) };

    preloadRoute('/nowhere', routesWith(load), i18n);
    preloadRoute('/registration', routesWith(load), i18n);
    await expect(preloadRoute('/registration', routesWith(load), i18n)).resolves.toBeUndefined();

    expect(load).toHaveBeenCalledTimes(2);
  });

  it('settles only once both the chunk and the namespace are in', async () => {
    let chunkArrives: (module: { default: () => null }) => void = () => undefined;
    const load = vi.fn(() => new Promise<{ default: () => null }>((resolve) => (chunkArrives = resolve)));
    const i18n = { loadNamespaces: vi.fn(async () => undefined) };
    let settled = false;

    void preloadRoute('/registration', routesWith(load), i18n).then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);

    chunkArrives({ default: () => null });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(true);
  });
});
