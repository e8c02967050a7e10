// The shell's part of "the link's target survives the login" (issue 27). A `redirect=` in a screen's
// query (the route guard puts one on the login page's address when it sends a logged-out visitor there)
// is checked by the domain's loginTargetOf against the app's screens (each a route of the catalogue),
// taken into the tab's session storage and removed from the address, so neither a share nor a copied
// link carries it; a logged-out visit to an open page (the visitor went on without logging in) forgets
// it. The screens below read the checked target and its page title through LoginTargetContext.
import { isInAppAddress, LOGIN_TARGET_PARAM, loginTargetOf, policyOf, type LoginTarget } from '@fairpass/domain';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { RouteEntry } from '../routes/route-entry';
import { findRoute } from '../routes/route-match';
import { loadWholeRouteTable, settles } from '../routes/route-table';
import { useRouteTable } from '../routes/use-route-table';
import { forgetLoginTarget, keepLoginTarget, keptLoginTarget, LoginTargetContext, type LoginTargetView } from '../ui/login-target';
import { useSession } from '../ui/use-session';

/** A raw target checked against the app's screens (`routes`: the whole table, or one that settles the target). */
export const screenTargetOf = (raw: string | null | undefined, routes: readonly RouteEntry[]): LoginTarget | undefined =>
  loginTargetOf(raw, routes.map((route) => route.path));

/** The query without the target parameter. */
export const withoutTargetParam = (search: string): string => {
  const params = new URLSearchParams(search);
  params.delete(LOGIN_TARGET_PARAM);
  return params.toString();
};

export function LoginTargetKeeper({ children }: { readonly children: ReactNode }) {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const hasToken = useSession((snapshot) => snapshot.token !== null);
  const table = useRouteTable();
  const { routes } = table;
  const asked = new URLSearchParams(search).get(LOGIN_TARGET_PARAM);
  // While the address still holds the ask, it is what the page shows (the same as the storage's next).
  const raw = asked ?? keptLoginTarget();
  // A target the landing routes do not settle is checked once the whole route table is in (asked for now):
  // until then the ask stays in the address and the page shows no target. One that is no address of this
  // app at all (another site's) is refused at once, whatever the table holds.
  const settled = raw === null || !isInAppAddress(raw) || settles(table, raw.split('?')[0] ?? '');
  useEffect(() => {
    if (!settled) void loadWholeRouteTable().catch(() => undefined);
  }, [settled]);
  useEffect(() => {
    if (asked !== null) {
      if (!settled) return;
      keepLoginTarget(screenTargetOf(asked, routes));
      const rest = withoutTargetParam(search);
      navigate(rest ? `${path}?${rest}` : path, { replace: true });
      return;
    }
    if (!hasToken && policyOf(path).access === 'open') forgetLoginTarget();
  }, [asked, settled, routes, hasToken, navigate, path, search]);
  const href = screenTargetOf(raw, routes);
  const view = useMemo<LoginTargetView | undefined>(() => (href === undefined ? undefined : { href, titleKey: findRoute(href.split('?')[0] ?? '', routes)?.titleKey }), [href, routes]);
  return <LoginTargetContext.Provider value={view}>{children}</LoginTargetContext.Provider>;
}
