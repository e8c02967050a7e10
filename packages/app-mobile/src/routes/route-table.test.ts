// The route table in two stages (issue 33): the landing routes with the first load, the whole table in a
// chunk loaded after it or when a path needs it. The unit run shares one module graph between files
// (vitest.config.ts), so these tests take a fresh one, with the table as the first load has it; they run
// in order.
import { beforeAll, describe, expect, it, vi } from 'vitest';

const fresh = async () => {
  vi.resetModules();
  const [table, manifest, landing] = await Promise.all([import('./route-table'), import('./route-manifest'), import('../features/registration/routes')]);
  return { ...table, ...manifest, landingRoutes: landing.routes };
};
let graph: Awaited<ReturnType<typeof fresh>>;
beforeAll(async () => {
  graph = await fresh();
});

const routeOf = (path: string) => graph.ROUTE_MANIFEST.find((route) => route.path === path)!;

describe('the route table', () => {
  it('starts with the landing routes only (the login feature’s), not complete, knowing no offline pack', () => {
    const { LANDING_TABLE, routeTableNow, landingRoutes } = graph;
    expect(routeTableNow()).toBe(LANDING_TABLE);
    expect(LANDING_TABLE.routes).toBe(landingRoutes);
    expect(LANDING_TABLE.routes.map((route) => route.path)).toContain('/registration');
    expect(LANDING_TABLE.complete).toBe(false);
    expect(LANDING_TABLE.offlinePackOf(routeOf('/wallet/:id'))).toBeUndefined();
  });

  it('settles a landing path at once, and no other path before the whole table is in', async () => {
    const { LANDING_TABLE, routeTableNow, routesFor, settles, landingRoutes } = graph;
    expect(settles(LANDING_TABLE, '/registration')).toBe(true);
    expect(settles(LANDING_TABLE, '/wallet/1')).toBe(false);
    expect(settles(LANDING_TABLE, '/no-such-screen')).toBe(false);
    expect(await routesFor('/registration?exhibitionId=demo')).toBe(landingRoutes);
    expect(routeTableNow().complete).toBe(false);
  });

  it('loads the whole table for any other path, telling its subscribers before the promise settles', async () => {
    const { routeTableNow, routesFor, settles, subscribeRouteTable, ROUTE_MANIFEST, landingRoutes } = graph;
    const told = vi.fn(() => routeTableNow().complete);
    const stop = subscribeRouteTable(told);
    const routes = await routesFor('/wallet/1');
    stop();
    expect(told).toHaveBeenCalledTimes(1);
    expect(told).toHaveReturnedWith(true);
    expect(routes).toBe(ROUTE_MANIFEST);
    const whole = routeTableNow();
    expect(whole.complete).toBe(true);
    // The landing rows are the same entries: the login's screen is not mounted anew when the rest arrives.
    for (const route of landingRoutes) expect(whole.routes).toContain(route);
    expect(settles(whole, '/no-such-screen')).toBe(true);
    expect(whole.offlinePackOf(routeOf('/wallet/:id'))).toBe('ticketing');
    expect(whole.offlinePackOf(routeOf('/buyAccTypePage'))).toBe('leads');
    expect(whole.offlinePackOf(routeOf('/registration'))).toBeUndefined();
  });
});
