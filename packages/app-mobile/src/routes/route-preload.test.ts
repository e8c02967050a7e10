import { parseEntryLink } from '@fairpass/domain';
import { describe, expect, it, vi } from 'vitest';
import { lazyScreen } from './lazy-screen';
import type { RouteEntry } from './route-entry';
import { landingPathOf, preloadRoute } from './route-preload';

const routesWith = (load: () => Promise<{ default: () => null }>): RouteEntry[] => [
  { path: '/registration', screen: lazyScreen(load), titleKey: 'registration:title.login', noToken: true },
  { path: '/contentPage/:id', screen: lazyScreen(load), noToken: true },
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

  it('does nothing for a path no screen answers, and swallows a failed preload', async () => {
    const load = vi.fn(async () => Promise.reject(new Error('offline')));
    const i18n = { loadNamespaces: vi.fn(async () => undefined) };

    preloadRoute('/nowhere', routesWith(load), i18n);
    preloadRoute('/registration', routesWith(load), i18n);
    await Promise.resolve();

    expect(load).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['https://h/?exhibitionId=demo#/infoWap', '/infoWap'],
    ['https://h/?exhibitionId=demo', '/registration'],
    ['https://h/?exhibitionId=demo&registrationSource=nextStepPage', undefined],
  ])('takes %s to land on %s', (href, path) => {
    expect(landingPathOf(parseEntryLink(href))).toBe(path);
  });
});
