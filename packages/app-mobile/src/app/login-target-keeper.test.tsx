import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadWholeRouteTable } from '../routes/route-table';
import { renderShell } from '../test/render-shell';
import { keptLoginTarget, LOGIN_TARGET_KEY, useLoginTarget } from '../ui/login-target';
import { LoginTargetKeeper } from './login-target-keeper';

function ShowTarget() {
  const target = useLoginTarget();
  return <p data-testid="target">{target ? `${target.href} ${target.titleKey ?? ''}` : 'none'}</p>;
}

const keeper = (
  <LoginTargetKeeper>
    <ShowTarget />
  </LoginTargetKeeper>
);

describe('the shell keeps the screen asked for before the login', () => {
  // The app's whole table, as after the first screen (before it: route-table-stages.test.tsx).
  beforeAll(async () => {
    await loadWholeRouteTable();
  });
  afterEach(() => sessionStorage.clear());

  it('takes a redirect= of the address into the tab and off the address, with the screen’s title', async () => {
    const { location } = await renderShell(keeper, { path: '/registration?exhibitionId=demo&redirect=%2FmeetingSchedule' });
    expect(screen.getByTestId('target').textContent).toBe('/meetingSchedule conference:title.programme');
    await waitFor(() => expect(location.history.at(-1)).toBe('/registration?exhibitionId=demo'));
    expect(keptLoginTarget()).toBe('/meetingSchedule');
    expect(location.history.join(' ')).not.toContain('redirect=');
    expect(screen.getByTestId('target').textContent).toBe('/meetingSchedule conference:title.programme');
  });

  it('keeps it across a reload of the login page (the address no longer holds it)', async () => {
    sessionStorage.setItem(LOGIN_TARGET_KEY, '/order/1907000000000001111');
    await renderShell(keeper, { path: '/registration' });
    expect(screen.getByTestId('target').textContent).toBe('/order/1907000000000001111 ticketing:title.orderDetail');
  });

  it('ignores an address of another site and forgets the target before it', async () => {
    sessionStorage.setItem(LOGIN_TARGET_KEY, '/news');
    const { location } = await renderShell(keeper, { path: '/registration?redirect=https%3A%2F%2Fevil.example' });
    expect(screen.getByTestId('target').textContent).toBe('none');
    await waitFor(() => expect(location.history.at(-1)).toBe('/registration'));
    expect(sessionStorage.getItem(LOGIN_TARGET_KEY)).toBeNull();
  });

  it('forgets it when the logged-out visitor goes on to an open page instead of logging in', async () => {
    sessionStorage.setItem(LOGIN_TARGET_KEY, '/news');
    await renderShell(keeper, { path: '/user-center' });
    await waitFor(() => expect(sessionStorage.getItem(LOGIN_TARGET_KEY)).toBeNull());
  });

  it('follows nothing storage holds that is no screen of the app', async () => {
    sessionStorage.setItem(LOGIN_TARGET_KEY, 'https://evil.example');
    await renderShell(keeper, { path: '/registration' });
    expect(screen.getByTestId('target').textContent).toBe('none');
  });

  it('keeps it on the login flow’s own pages (an article the consents link to)', async () => {
    sessionStorage.setItem(LOGIN_TARGET_KEY, '/news');
    await renderShell(keeper, { path: '/contentPage/2' });
    expect(screen.getByTestId('target').textContent).toBe('/news information:title.news');
    expect(sessionStorage.getItem(LOGIN_TARGET_KEY)).toBe('/news');
  });

  it('keeps it for a logged-in visitor on an open page (the registration steps may still come first)', async () => {
    sessionStorage.setItem(LOGIN_TARGET_KEY, '/news');
    await renderShell(keeper, { path: '/user-center', token: 'a-token' });
    expect(sessionStorage.getItem(LOGIN_TARGET_KEY)).toBe('/news');
  });
});
