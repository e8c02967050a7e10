import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
// eslint-disable-next-line no-restricted-imports -- test code only: never in the built app's module graph
import { SEED } from '@fairpass/test-fixtures';
import { useContractServer } from '../test/contract-server';
import { renderShell } from '../test/render-shell';
import { AppRoutes } from './app-routes';
import { EntryBoot } from './entry-boot';

describe('the boot sequence', () => {
  const server = useContractServer();
  const linkTo = (exhibitionId: string, hash: string, extra = '') =>
    `${server.current.url}/?exhibitionId=${exhibitionId}&registerType=visitor&tenantId=${SEED.tenantId}${extra}#${hash}`;


  async function boot(href: string, path: string, language: 'cn' | 'en' = 'cn', onFirstScreen?: () => void) {
    return renderShell(
      <EntryBoot entryHref={href} onFirstScreen={onFirstScreen}>
        <AppRoutes />
      </EntryBoot>,
      { path, language, apiBaseUrl: server.current.url },
    );
  }

  it('shows the loading text until the exhibition config is in the session, then the route', async () => {
    const view = await boot(linkTo(SEED.exhibitions.demo, '/test2'), '/test2');
    expect(screen.getByRole('status').textContent).toContain('加载中');
    expect(await screen.findByRole('heading', { name: '环境诊断' })).toBeTruthy();
    expect(view.session.getSnapshot().config?.theme.pageThemeColor).toBe(SEED.themeColor);
    expect(view.session.getSnapshot().entry.exhibitionId).toBe(SEED.exhibitions.demo);
  });

  it('sends a closed exhibition link to /closed before any screen shows', async () => {
    const view = await boot(linkTo(SEED.exhibitions.closed, '/'), '/');
    expect(await screen.findByRole('heading', { name: '报名通道已关闭' })).toBeTruthy();
    // Replaced, not pushed: Back never returns to the gate.
    expect(view.location.history).toEqual(['/closed']);
  });

  it('sends a link without register type and tenant to the wrong-link error', async () => {
    const view = await boot(`${server.current.url}/?exhibitionId=demo#/`, '/', 'en');
    expect((await screen.findByTestId('error-text')).textContent).toBe('The link address is incorrect. Please reopen using the full URL.');
    expect(view.location.history?.at(-1)).toBe('/error?code=LINK.INCORRECT');
  });

  it('offers a translated retry when the config cannot be loaded, and continues once it can', async () => {
    server.current.faults.set('*', { status500: true, times: 2 });
    await boot(linkTo(SEED.exhibitions.demo, '/test2'), '/test2', 'en');
    expect(await screen.findByRole('heading', { name: 'The page could not be loaded' })).toBeTruthy();
    expect(screen.getByTestId('boot-failed-text').textContent).not.toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Diagnostics' })).toBeTruthy();
  });

  it('shows the page-not-found screen for a path no screen answers, with the way on to the login page', async () => {
    await boot(linkTo(SEED.exhibitions.demo, '/nowhere'), '/nowhere', 'en');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Log in / Register' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull());
  });

  it('starts the deferred work once the first screen is up, not while the config loads', async () => {
    const onFirstScreen = vi.fn();
    await boot(linkTo(SEED.exhibitions.demo, '/test2'), '/test2', 'cn', onFirstScreen);
    expect(onFirstScreen).not.toHaveBeenCalled();

    expect(await screen.findByRole('heading', { name: '环境诊断' })).toBeTruthy();
    await waitFor(() => expect(onFirstScreen).toHaveBeenCalledTimes(1));
  });
});
