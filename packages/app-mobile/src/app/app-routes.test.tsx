import { act, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../routes/route-entry';
import { loadWholeRouteTable } from '../routes/route-table';
import { renderShell } from '../test/render-shell';
import { keptLoginTarget } from '../ui/login-target';
import { AppRoutes } from './app-routes';
import { LoginTargetKeeper } from './login-target-keeper';
import { lazyScreen } from '../routes/lazy-screen';

const Plain = lazyScreen(async () => ({ default: () => <p>plain screen</p> }));
// Diagnostics routes: open without a token and never intercepted, so only the title is under test.
const untitled: RouteEntry[] = [{ path: '/test2', screen: Plain }];
const Login = lazyScreen(async () => ({ default: () => <p>login screen</p> }));
const guarded: RouteEntry[] = [
  { path: '/registration', screen: Login },
  { path: '/test', screen: Plain },
];
// A screen a login may lead to (the diagnostics route above is none).
const orderScreen: RouteEntry[] = [
  { path: '/registration', screen: Login },
  { path: '/order/:orderId', screen: Plain },
];

describe('the manifest-driven router', () => {
  // The app's whole table, as after the first screen (before it: route-table-stages.test.tsx).
  beforeAll(async () => {
    await loadWholeRouteTable();
  });

  it('titles the page with the route title, translated', async () => {
    await renderShell(<AppRoutes />, { path: '/test2', language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Diagnostics' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Diagnostics'));
  });

  it('falls back to the stored registration-page title when the route has none', async () => {
    const { session } = await renderShell(<AppRoutes routes={untitled} />, { path: '/test2' });
    await screen.findByText('plain screen');
    await waitFor(() => expect(document.title).toBe('登记系统'));
    session.setConfig({
      functionConfig: {} as never,
      sysConfig: {} as never,
      theme: {} as never,
      title: '2026 国际博览会',
      pcHomeUrl: '',
    });
    await waitFor(() => expect(document.title).toBe('2026 国际博览会'));
  });

  it('sends a visitor without a token from a protected route to /registration with the query kept', async () => {
    const link = 'exhibitionId=demo&registerType=visitor&tenantId=000000';
    const { location } = await renderShell(<AppRoutes routes={guarded} />, { path: `/test?${link}` });
    await screen.findByText('login screen');
    expect(location.history?.at(-1)).toBe(`/registration?${link}`);
    expect(screen.queryByText('plain screen')).toBeNull();
  });

  it('leads to the login without the screen as its target when the session ends on it (a logout there)', async () => {
    const link = 'exhibitionId=demo&registerType=visitor&tenantId=000000';
    const { location, session } = await renderShell(
      <LoginTargetKeeper>
        <AppRoutes routes={orderScreen} />
      </LoginTargetKeeper>,
      { path: `/order/1907000000000001111?${link}`, token: 'token-1' },
    );
    await screen.findByText('plain screen');
    act(() => session.clearAuth());
    await screen.findByText('login screen');
    expect(location.history?.at(-1)).toBe(`/registration?${link}`);
    expect(location.history?.join(' ')).not.toContain('redirect=');
    expect(keptLoginTarget()).toBeNull();
  });

  it('opens a protected route for a logged-in visitor', async () => {
    await renderShell(<AppRoutes />, { path: '/test', token: 'token-1' });
    expect(await screen.findByRole('heading', { name: '环境诊断' })).toBeTruthy();
  });

  it('opens a no-token route without a login', async () => {
    await renderShell(<AppRoutes />, { path: '/closed' });
    expect(await screen.findByRole('heading', { name: '报名通道已关闭' })).toBeTruthy();
  });
});
