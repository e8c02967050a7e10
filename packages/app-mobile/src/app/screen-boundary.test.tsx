import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RouteEntry } from '../routes/route-entry';
import { lazyScreen } from '../routes/lazy-screen';
import { renderShell } from '../test/render-shell';
import { AppRoutes } from './app-routes';

describe('a screen whose chunk cannot be fetched', () => {
  it('says so in the page language with a retry and a way on instead of blanking the app, and the retry fetches it again', async () => {
    let online = false;
    let fetches = 0;
    const Flaky = lazyScreen(async () => {
      fetches += 1;
      if (!online) throw new TypeError('Failed to fetch dynamically imported module');
      return { default: () => <h1>diagnostics screen</h1> };
    });
    const routes: RouteEntry[] = [{ path: '/test2', screen: Flaky }];
    await renderShell(<AppRoutes routes={routes} />, { path: '/test2', language: 'en' });
    expect((await screen.findByRole('alert')).textContent).toBe('This page could not be loaded. Check your connection and try again.');
    // A way on besides trying again: the login for a visitor who is not logged in.
    expect(within(screen.getByRole('navigation', { name: 'Where to go from here' })).getByRole('link', { name: 'Log in / Register' }).getAttribute('href')).toMatch(/^\/registration/);
    // Fetched once, not again on every render while the failure shows (a loop that hid the error in Chromium).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetches).toBe(1);
    expect(screen.getByRole('alert')).toBeTruthy();
    online = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'diagnostics screen' })).toBeTruthy();
    expect(fetches).toBe(2);
  });

  it('clears the failure when the visitor goes to another route, whose screen shows, and fetches the failed one again on return', async () => {
    let online = false;
    let fetches = 0;
    const Flaky = lazyScreen(async () => {
      fetches += 1;
      if (!online) throw new TypeError('Failed to fetch dynamically imported module');
      return { default: () => <h1>flaky screen</h1> };
    });
    const routes: RouteEntry[] = [
      { path: '/test2', screen: Flaky },
      { path: '/geo', screen: lazyScreen(async () => ({ default: () => <h1>other screen</h1> })) },
    ];
    const view = await renderShell(<AppRoutes routes={routes} />, { path: '/test2', language: 'en' });
    await screen.findByRole('alert');

    act(() => view.location.navigate('/geo'));
    expect(await screen.findByRole('heading', { name: 'other screen' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();

    online = true;
    act(() => view.location.navigate('/test2'));
    expect(await screen.findByRole('heading', { name: 'flaky screen' })).toBeTruthy();
    expect(fetches).toBe(2);
  });
});
