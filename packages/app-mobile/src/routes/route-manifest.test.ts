// The manifest is the features' folders: every src/features/<area>/routes.ts keeps the convention (one
// export, `routes`) and is in it, in folder order, and no route depends on that order (none answers a
// path written for a route of another feature).
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { featureOfFile, routesOfModules } from './feature-routes';
import type { RouteEntry } from './route-entry';
import { findRoute } from './route-match';
import { ROUTE_MANIFEST } from './route-manifest';
import { areaHomeOf } from './area-home-of';

const featuresDir = join(import.meta.dirname, '..', 'features');
const featureFolders = readdirSync(featuresDir).filter((name) => existsSync(join(featuresDir, name, 'routes.ts')));
const modules = import.meta.glob('../features/*/routes.ts', { eager: true });
const routesByFeature = Object.entries(modules).map(([file, module]) => [featureOfFile(file), routesOfModules({ [file]: module })] as const);
/** A path the route answers: its parameters filled in. */
const pathOf = (route: RouteEntry): string => route.path.replace(/:[A-Za-z0-9_]+/g, '1');
const entry = (path: string) => ({ path }) as unknown as RouteEntry;

describe('the route manifest', () => {
  it('is the routes of every feature folder that has a routes.ts, in folder-name order, each exporting only `routes`', () => {
    expect(featureFolders.length).toBeGreaterThan(0);
    expect(routesByFeature.map(([feature]) => feature).sort()).toEqual([...featureFolders].sort());
    expect(ROUTE_MANIFEST).toEqual(routesOfModules(modules));
  });

  it('answers each route with that route', () => {
    for (const route of ROUTE_MANIFEST) expect(findRoute(pathOf(route), ROUTE_MANIFEST)?.path, pathOf(route)).toBe(route.path);
  });

  it('does not depend on the order of the features: no route of one feature answers a path of another', () => {
    for (const [feature, routes] of routesByFeature) {
      const others = routesByFeature.filter(([other]) => other !== feature).flatMap(([, theirs]) => theirs);
      for (const route of routes) expect(findRoute(pathOf(route), others)?.path, `${pathOf(route)} (${feature})`).toBeUndefined();
    }
  });
});

describe("a route's home (the area's list a failed screen offers)", () => {
  it('is another titled route of the manifest', () => {
    const homed = ROUTE_MANIFEST.filter((route) => route.home !== undefined);
    expect(homed.length).toBeGreaterThan(0);
    for (const route of homed) {
      expect(route.home, route.path).not.toBe(route.path);
      expect(areaHomeOf(route, ROUTE_MANIFEST), route.path).toEqual({ path: route.home, titleKey: ROUTE_MANIFEST.find((r) => r.path === route.home)?.titleKey });
    }
  });

  it('names the session, speaker, news, channel, order and ticket screens\' lists', () => {
    const homeOf = (path: string) => areaHomeOf(ROUTE_MANIFEST.find((route) => route.path === path)!, ROUTE_MANIFEST);
    expect(homeOf('/meetingSchedule/details/:id')).toEqual({ path: '/meetingSchedule', titleKey: 'conference:title.programme' });
    expect(homeOf('/guest/details/:id')?.path).toBe('/guest');
    expect(homeOf('/news/details/:id')?.path).toBe('/news');
    expect(homeOf('/source/details/:code')?.path).toBe('/source');
    expect(homeOf('/order/:orderId')?.path).toBe('/order');
    expect(homeOf('/wallet/:id')?.path).toBe('/wallet');
    expect(homeOf('/payTransition')?.path).toBe('/order');
    expect(homeOf('/meetingSchedule')).toBeNull();
  });
});

describe('routesOfModules', () => {
  it('takes the features in folder-name order and keeps each routes.ts order', () => {
    const routes = routesOfModules({
      '../features/registration-flow/routes.ts': { routes: [entry('/c')] },
      '../features/registration/routes.ts': { routes: [entry('/b'), entry('/a')] },
      '../features/content/routes.ts': { routes: [entry('/z')] },
    });
    expect(routes.map((route) => route.path)).toEqual(['/z', '/b', '/a', '/c']);
  });

  it('refuses a routes.ts that does not export exactly `routes`, an array', () => {
    expect(() => routesOfModules({ '../features/a/routes.ts': {} })).toThrow('../features/a/routes.ts must export exactly one thing: `routes`');
    expect(() => routesOfModules({ '../features/a/routes.ts': { routes: [], extra: [] } })).toThrow('must export exactly one thing');
    expect(() => routesOfModules({ '../features/a/routes.ts': { A_ROUTES: [] } })).toThrow('must export exactly one thing');
    expect(() => routesOfModules({ '../features/a/routes.ts': { routes: 'x' } })).toThrow('must export exactly one thing');
    expect(() => routesOfModules({ 'src/elsewhere/routes.ts': { routes: [] } })).toThrow('is not a src/features/<area>/routes.ts');
  });
});
