// The shell's part of "the link's target survives the login" (issue 27). A `redirect=` in a screen's
// query (the route guard puts one on the login page's address when it sends a logged-out visitor there)
// is checked by the domain's loginTargetOf against the app's screens (each a route of the catalogue),
// taken into the tab's session storage and removed from the address, so neither a share nor a copied
// link carries it; a logged-out visit to an open page (the visitor went on without logging in) forgets
// it. The screens below read the checked target and its page title through LoginTargetContext.
import { LOGIN_TARGET_PARAM, loginTargetOf, policyOf, type LoginTarget } from '@fairpass/domain';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ROUTE_MANIFEST } from '../routes/route-manifest';
import { findRoute } from '../routes/route-match';
import { forgetLoginTarget, keepLoginTarget, keptLoginTarget, LoginTargetContext, type LoginTargetView } from '../ui/login-target';
import { useSession } from '../ui/use-session';

const SCREEN_ROUTES = ROUTE_MANIFEST.map((route) => route.path);

/** A raw target checked against the app's screens. */
export const screenTargetOf = (raw: string | null | undefined): LoginTarget | undefined => loginTargetOf(raw, SCREEN_ROUTES);

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
  const asked = new URLSearchParams(search).get(LOGIN_TARGET_PARAM);
  useEffect(() => {
    if (asked !== null) {
      keepLoginTarget(screenTargetOf(asked));
      const rest = withoutTargetParam(search);
      navigate(rest ? `${path}?${rest}` : path, { replace: true });
      return;
    }
    if (!hasToken && policyOf(path).access === 'open') forgetLoginTarget();
  }, [asked, hasToken, navigate, path, search]);
  // While the address still holds the ask, it is what the page shows (the same as the storage's next).
  const href = screenTargetOf(asked ?? keptLoginTarget());
  const view = useMemo<LoginTargetView | undefined>(() => (href === undefined ? undefined : { href, titleKey: findRoute(href.split('?')[0] ?? '', ROUTE_MANIFEST)?.titleKey }), [href]);
  return <LoginTargetContext.Provider value={view}>{children}</LoginTargetContext.Provider>;
}
