// Every place the domain's decisions can lead has a screen, or is listed as pending in one place.
import { ENTRY_TARGETS, NEXT_STEP_TARGETS, ROUTE_PATHS } from '@fairpass/domain';
import { describe, expect, it } from 'vitest';
import { PENDING_ROUTES } from './pending-routes';
import { ROUTE_MANIFEST } from './route-manifest';

const built = new Set<string>(ROUTE_MANIFEST.map((route) => route.path));

describe('where the decisions lead', () => {
  it.each([...new Set([...NEXT_STEP_TARGETS, ...ENTRY_TARGETS, '/error', '/closed', '/jump'])])(
    '%s has a screen or is pending',
    (target) => {
      expect(built.has(target) || PENDING_ROUTES.includes(target as never)).toBe(true);
    },
  );

  it('lists as pending only routes still without a screen', () => {
    expect(PENDING_ROUTES.filter((route) => built.has(route))).toEqual([]);
  });

  it('lists as pending only routes a decision can lead to', () => {
    const targets = new Set<string>([...NEXT_STEP_TARGETS, ...ENTRY_TARGETS]);
    expect(PENDING_ROUTES.filter((route) => !targets.has(route))).toEqual([]);
  });

  it('builds each route once, all of them in the catalogue', () => {
    expect(built.size).toBe(ROUTE_MANIFEST.length);
    for (const path of built) expect(ROUTE_PATHS).toContain(path);
  });
});
