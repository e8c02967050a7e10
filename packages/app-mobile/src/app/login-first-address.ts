// A link to a screen behind the login (first-paint-rule.ts LOGIN_FIRST_PATHS), opened with no login: the
// page shows the build's login markup. Before React takes it over, the address is moved where the route
// guard would send the visitor (the login, with the screen as the target it keeps), so React hydrates the
// login itself — the fields keep what was typed — instead of rendering the guard's redirect and the login
// anew. Nothing moves when the entry flow logged the visitor in meanwhile: the screen itself then shows.
import type { RoutePath } from '@fairpass/domain';
import { guardRoute } from '../routes/route-guard';
import { currentHashPath, currentHashQuery, hashNavigate } from './hash-path';
import { PRERENDERED_PATH } from './first-paint-login';
import { LOGIN_FIRST_PATHS } from './first-paint-rule';

export function moveToLoginBeforeHydration(hasToken: boolean): void {
  const path = currentHashPath();
  const route = LOGIN_FIRST_PATHS.find((each: RoutePath) => each === path);
  if (hasToken || route === undefined) return;
  const decision = guardRoute({ route: { path: route }, path, hasToken: false, registerType: null, search: currentHashQuery() });
  if (decision.kind === 'redirect' && decision.to.split('?')[0] === PRERENDERED_PATH) hashNavigate(decision.to, { replace: true });
}
