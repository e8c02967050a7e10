// A link to a screen behind the login (first-paint-rule.ts LOGIN_FIRST_PATHS), opened with no login: the
// page shows the build's login markup. Before React takes it over, the address is moved where the route
// guard would send the visitor (the login, with the screen as the target it keeps), so React hydrates the
// login itself — the fields keep what was typed — instead of rendering the guard's redirect and the login
// anew. Nothing moves when the entry flow logged the visitor in meanwhile: the screen itself then shows.
// The line kept for the login's note (#root's LOGIN_TARGET_ATTRIBUTE) goes when the note takes it, or at
// the latest when the visitor leaves the login (logged in before it came): a later login page has no gap.
import type { RoutePath } from '@fairpass/domain';
import { guardRoute } from '../routes/route-guard';
import { currentHashPath, currentHashQuery, hashNavigate, subscribeToHash } from './hash-path';
import { LOGIN_TARGET_ATTRIBUTE, PRERENDERED_PATH } from './first-paint-login';
import { LOGIN_FIRST_PATHS } from './first-paint-rule';

function releaseKeptLineOnLeaving(): void {
  const stop = subscribeToHash(() => {
    if (currentHashPath() === PRERENDERED_PATH) return;
    document.getElementById('root')?.removeAttribute(LOGIN_TARGET_ATTRIBUTE);
    stop();
  });
}

export function moveToLoginBeforeHydration(hasToken: boolean): void {
  const path = currentHashPath();
  const route = LOGIN_FIRST_PATHS.find((each: RoutePath) => each === path);
  if (hasToken || route === undefined) return;
  const decision = guardRoute({ route: { path: route }, path, hasToken: false, registerType: null, search: currentHashQuery() });
  if (decision.kind !== 'redirect' || decision.to.split('?')[0] !== PRERENDERED_PATH) return;
  hashNavigate(decision.to, { replace: true });
  releaseKeptLineOnLeaving();
}
