import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENTRY_TARGETS } from '../entry/entry-route.table';
import { NEXT_STEP_TARGETS } from '../next-step/decide-next-step';
import { policyOf, routePathOf } from './route-access';
import { ROUTE_POLICIES } from './route-catalogue';
import { ROUTE_PATHS, UNLISTED_ROUTE_PATHS } from './route-paths';
import { hrefOf, querySuffix } from './route-href';

const specRoutes = readFileSync(new URL('../../../../../shared/spec/routes.txt', import.meta.url), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('#'))
  .map((line) => line.replace(/\{(\w+)\}/g, ':$1'));

describe('the route catalogue', () => {
  it('holds exactly the spec routes, and the ones the spec names without a path', () => {
    expect([...ROUTE_PATHS].sort()).toEqual([...specRoutes, ...UNLISTED_ROUTE_PATHS].sort());
  });

  it('reads a concrete path as its route, query and trailing slash aside', () => {
    expect(routePathOf('/contentPage/7')).toBe('/contentPage/:id');
    expect(routePathOf('/registration/?exhibitionId=demo')).toBe('/registration');
    expect(routePathOf('/order/1/extra')).toBeUndefined();
  });

  it('lists policies only for routes it holds', () => {
    for (const path of Object.keys(ROUTE_POLICIES)) expect(ROUTE_PATHS).toContain(path);
  });

  it('asks a login for a path the product has no screen for', () => {
    expect(policyOf('/nowhere')).toEqual({ access: 'login' });
    expect(policyOf('/user-center').access).toBe('open');
    expect(policyOf('/contentPage/7').access).toBe('noToken');
  });

  it('opens only the wallet and a ticket on the phone’s kept copy without a login (issue 28 §3)', () => {
    const kept = Object.entries(ROUTE_POLICIES).filter(([, policy]) => policy.keptCopy === true);
    expect(kept.map(([path]) => path)).toEqual(['/wallet', '/wallet/:id']);
    expect(kept.every(([, policy]) => policy.access === 'login')).toBe(true);
    expect(policyOf('/wallet/2907000000000001121').keptCopy).toBe(true);
    expect(policyOf('/order/1').keptCopy).toBeUndefined();
  });

  it('leads the decisions only to routes it holds', () => {
    for (const target of [...NEXT_STEP_TARGETS, ...ENTRY_TARGETS]) expect(ROUTE_PATHS).toContain(target);
  });
});

describe('hrefOf', () => {
  it('fills the path parameters, encoded', () => {
    expect(hrefOf('/contentPage/:id', { id: 'a b' })).toBe('/contentPage/a%20b');
  });

  it('adds the query and leaves undefined values out', () => {
    expect(hrefOf('/registration', undefined, { exhibitionId: 'demo', x: undefined })).toBe('/registration?exhibitionId=demo');
    expect(querySuffix({})).toBe('');
  });
});
