// What the shell does with the SDK's entry outcome (spec §2 entry flow) for the hash path the link
// opened. The link's source and the gates decide where a fresh visit (no hash path, or `/`) goes; a
// link that already names a screen keeps it (the router's guards still apply), and screens that skip
// interception (error, closed, diagnostics…) are never moved away from. Because the shell has already
// run the flow, a landing on `/` is moved on at once instead of running it a second time there.
import { DEFAULT_ENTRY_PATH, isSafeRedirect, type EntryContext } from '@fairpass/domain';
import type { EntryOutcome } from '@fairpass/sdk';
import type { RouteEntry } from '../routes/route-entry';
import { findRoute } from '../routes/route-match';
import { errorPageOf } from '../ui/next-step-action';

export type EntryDecision =
  | { readonly kind: 'stay' }
  | { readonly kind: 'navigate'; readonly to: string }
  | { readonly kind: 'leave'; readonly url: string }
  /** The browser is leaving for WeChat's openid page: keep the loading state. */
  | { readonly kind: 'wait' };

export interface EntryDecisionInput {
  readonly outcome: EntryOutcome;
  readonly context: Pick<EntryContext, 'entryRoute' | 'requestedPath'>;
  readonly routes: readonly RouteEntry[];
  readonly allowedOrigins: readonly string[];
}

const withQuery = (path: string, query: Readonly<Record<string, string>> | undefined): string => {
  const search = new URLSearchParams(Object.entries(query ?? {})).toString();
  return search ? `${path}?${search}` : path;
};

export function entryDecision({ outcome, context, routes, allowedOrigins }: EntryDecisionInput): EntryDecision {
  const requested = findRoute(context.requestedPath, routes);
  const freshVisit = context.requestedPath === '/';
  const keepsScreen = !freshVisit && requested?.skipIntercept === true;
  const sourceDecides = context.entryRoute.kind !== 'route' || context.entryRoute.path !== DEFAULT_ENTRY_PATH;
  switch (outcome.kind) {
    case 'openidRedirect':
      return { kind: 'wait' };
    case 'redirect':
      // Both the desktop site (on the link's own origin) and a user's jump address pass this check.
      return isSafeRedirect(outcome.url, allowedOrigins)
        ? { kind: 'leave', url: outcome.url }
        : { kind: 'navigate', to: errorPageOf('REDIRECT.UNSAFE') };
    case 'error':
      return keepsScreen ? { kind: 'stay' } : { kind: 'navigate', to: errorPageOf(outcome.code) };
    case 'route': {
      if (keepsScreen) return { kind: 'stay' };
      const decided = outcome.path === '/closed' || outcome.isNextStepPage === 'yes' || sourceDecides || freshVisit;
      return decided ? { kind: 'navigate', to: withQuery(outcome.path, outcome.query) } : { kind: 'stay' };
    }
  }
}
