// Which routes the sweep walks, read from the sources, never listed here: every path of the domain's route
// catalogue (ROUTE_PATHS); whether it has a screen (the app's route manifest, the sum of the features'
// routes.ts); and the fixtures the areas keep in fixtures/*.ts. A route with a screen and no fixture is a
// failing row "no sweep fixture"; a route without a screen is not built yet (the exhibitor area's,
// shared/spec/routes.txt; src/routes/pending-routes.ts lists the ones a decision already leads to) and
// is listed as pending, to be swept as soon as its screen exists.
import { policyOfRoute, ROUTE_PATHS, type RoutePath } from '@fairpass/domain';
import { ROUTE_MANIFEST } from '../../src/routes/route-manifest';
import type { SweepFixture } from './sweep-fixture';

const FIXTURE_FILES = import.meta.glob<readonly SweepFixture[]>('./fixtures/*.ts', { eager: true, import: 'fixtures' });

type RouteAccess = ReturnType<typeof policyOfRoute>['access'];

export type PlannedRoute =
  | { readonly kind: 'sweep'; readonly route: RoutePath; readonly index: number; readonly access: RouteAccess; readonly fixture: SweepFixture }
  | { readonly kind: 'no-fixture'; readonly route: RoutePath; readonly index: number }
  | { readonly kind: 'pending'; readonly route: RoutePath; readonly index: number };

const allFixtures: readonly (SweepFixture & { readonly file: string })[] = Object.entries(FIXTURE_FILES).flatMap(([file, fixtures]) =>
  fixtures.map((fixture) => ({ ...fixture, file: file.replace('./fixtures/', '') })),
);
const built = new Set<string>(ROUTE_MANIFEST.map((entry) => entry.path));

/** Fixtures that name no catalogue route, a route twice, or a login route without a user. */
export const FIXTURE_MISTAKES: readonly string[] = allFixtures.flatMap((fixture, i) => {
  const mistakes: string[] = [];
  if (!(ROUTE_PATHS as readonly string[]).includes(fixture.route)) mistakes.push(`${fixture.file}: ${fixture.route} is not a route of the catalogue`);
  if (allFixtures.findIndex((other) => other.route === fixture.route) !== i) mistakes.push(`${fixture.file}: ${fixture.route} has a second fixture`);
  if (fixture.user === null && (ROUTE_PATHS as readonly string[]).includes(fixture.route) && policyOfRoute(fixture.route).access === 'login') {
    mistakes.push(`${fixture.file}: ${fixture.route} needs a login, so its fixture needs a user`);
  }
  return mistakes;
});

/** Every catalogue route, in the catalogue's order. */
export const SWEEP_PLAN: readonly PlannedRoute[] = ROUTE_PATHS.map((route, index): PlannedRoute => {
  if (!built.has(route)) return { kind: 'pending', route, index };
  const fixture = allFixtures.find((candidate) => candidate.route === route);
  if (!fixture) return { kind: 'no-fixture', route, index };
  return { kind: 'sweep', route, index, access: policyOfRoute(route).access, fixture };
});

/**
 * The routes of part `part` (1-based) of `parts`: a user's routes stay in one part, so each part logs each
 * of its users in once per browser; the users' groups go, largest first, to the part with the fewest
 * routes so far (ties to the first part), which is the same on every run for the same fixtures.
 */
export function routesOfPart(part: number, parts: number): readonly PlannedRoute[] {
  const groups = new Map<string, PlannedRoute[]>();
  for (const planned of SWEEP_PLAN) {
    const key = planned.kind === 'sweep' ? `user:${planned.fixture.user ?? 'none'}` : `route:${planned.index % parts}`;
    groups.set(key, [...(groups.get(key) ?? []), planned]);
  }
  const loads = Array.from({ length: parts }, () => [] as PlannedRoute[]);
  const weight = (routes: readonly PlannedRoute[]) => routes.filter((planned) => planned.kind === 'sweep').length;
  const ordered = [...groups.entries()].sort(([keyA, a], [keyB, b]) => weight(b) - weight(a) || (keyA < keyB ? -1 : 1));
  for (const [, routes] of ordered) {
    const lightest = loads.reduce((best, load, i) => (weight(load) < weight(loads[best]!) ? i : best), 0);
    loads[lightest]!.push(...routes);
  }
  return loads[part - 1] ?? [];
}
