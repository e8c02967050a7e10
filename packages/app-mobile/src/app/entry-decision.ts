// The one entry flow's rules (spec §2): when the shell runs the SDK's start-from-link flow, and what it
// does with the outcome for the path the link opened. The link's source and the gates decide where a
// fresh visit (no hash path, or `/`) goes; a link that already names a screen keeps it (the router's
// guards still apply), and screens the route catalogue exempts from interception (error, closed,
// diagnostics…) are never moved away from. Pure, so the rules are tested without a browser.
import { DEFAULT_ENTRY_PATH, isSafeRedirect, policyOf, type EntryContext } from '@fairpass/domain';
import type { EntryOutcome, SessionSnapshot } from '@fairpass/sdk';
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
  readonly allowedOrigins: readonly string[];
}

/** What of the link decides whether the flow must run again. */
export interface LinkFacts {
  readonly exhibitionId?: string | undefined;
  readonly registerType?: string | undefined;
}

/**
 * After boot, a navigation runs the flow again when it lands on `/`, or when its link names another
 * exhibition or identity than the visit's (a new link opened in the same tab changes only the hash). A
 * link without an exhibition keeps the stored visit. WeChat's openid comes back with a full page load,
 * which boot runs anyway.
 */
export function needsEntryFlow(path: string, link: LinkFacts, session: Pick<SessionSnapshot, 'config' | 'entry'>): boolean {
  if (path === '/' || session.config === null) return true;
  if (!link.exhibitionId) return false;
  return link.exhibitionId !== session.entry.exhibitionId || link.registerType !== session.entry.registerType;
}

const withQuery = (path: string, query: Readonly<Record<string, string>> | undefined): string => {
  const search = new URLSearchParams(Object.entries(query ?? {})).toString();
  return search ? `${path}?${search}` : path;
};

export function entryDecision({ outcome, context, allowedOrigins }: EntryDecisionInput): EntryDecision {
  const freshVisit = context.requestedPath === '/';
  const keepsScreen = !freshVisit && policyOf(context.requestedPath).intercept === false;
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
      const to = withQuery(outcome.path, outcome.query);
      return decided && to !== context.requestedPath ? { kind: 'navigate', to } : { kind: 'stay' };
    }
  }
}
