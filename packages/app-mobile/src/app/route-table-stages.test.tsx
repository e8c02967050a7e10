// What the shell does while only the landing routes are in (routes/route-table.ts, issue 33): a path they
// do not answer waits on the loading screen, never "page not found", and a login target they do not settle
// waits in the address; both go on once the whole table is in. The unit run shares one module graph
// between files (vitest.config.ts): these tests take a fresh one, the whole table's chunk held back until
// the test lets it through.
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const wholeTable = vi.hoisted(() => {
  let letThrough = () => {};
  const arrived = new Promise<void>((resolve) => (letThrough = resolve));
  return { arrived, letThrough: () => letThrough() };
});

const fresh = async () => {
  vi.resetModules();
  vi.doMock('../routes/whole-route-table', async (importOriginal) => {
    await wholeTable.arrived;
    return importOriginal();
  });
  const [{ renderShell }, { AppRoutes }, { LoginTargetKeeper }, { useLoginTarget }, { routeTableNow }] = await Promise.all([
    import('../test/render-shell'),
    import('./app-routes'),
    import('./login-target-keeper'),
    import('../ui/login-target'),
    import('../routes/route-table'),
  ]);
  function ShowTarget() {
    const target = useLoginTarget();
    return <p data-testid="target">{target ? `${target.href} ${target.titleKey ?? ''}` : 'none'}</p>;
  }
  return { renderShell, AppRoutes, LoginTargetKeeper, ShowTarget, routeTableNow };
};
let graph: Awaited<ReturnType<typeof fresh>>;
beforeAll(async () => {
  graph = await fresh();
});
afterAll(() => {
  vi.doUnmock('../routes/whole-route-table');
  vi.resetModules();
});

describe('before the whole route table is in', () => {
  it('shows the loading screen for a screen outside the landing routes and keeps a target in the address, then goes on', async () => {
    const { renderShell, AppRoutes, LoginTargetKeeper, ShowTarget, routeTableNow } = graph;
    const router = await renderShell(<AppRoutes />, { path: '/closed' });
    const keeper = await renderShell(
      <LoginTargetKeeper>
        <ShowTarget />
      </LoginTargetKeeper>,
      { path: '/registration?exhibitionId=demo&redirect=%2FmeetingSchedule' },
    );
    const routed = within(router.container);
    expect(routed.getByRole('status').textContent).toContain('加载中');
    expect(routed.queryByText('页面不存在')).toBeNull();
    expect(within(keeper.container).getByTestId('target').textContent).toBe('none');
    expect(keeper.location.history.at(-1)).toContain('redirect=');
    expect(routeTableNow().complete).toBe(false);

    wholeTable.letThrough();
    expect(await routed.findByRole('heading', { name: '报名通道已关闭' }, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(keeper.location.history.at(-1)).toBe('/registration?exhibitionId=demo'));
    expect(within(keeper.container).getByTestId('target').textContent).toBe('/meetingSchedule conference:title.programme');
  });

  it('says "page not found" for a path no screen answers once it is in', async () => {
    const { renderShell, AppRoutes } = graph;
    await renderShell(<AppRoutes />, { path: '/no-such-screen' });
    expect(await screen.findByRole('heading', { name: '页面不存在' }, { timeout: 5000 })).toBeTruthy();
  });
});
