// The one entry flow's rules (spec §2): when the shell runs the SDK's start-from-link flow, and what it
// does with the outcome for the path the link opened. The link's source and the gates decide where a
// fresh visit (no hash path, or `/`) goes; a link that already names a screen keeps it (the router's
// guards still apply), and screens the route catalogue exempts from interception (error, closed,
// diagnostics…) are never moved away from. Pure, so the rules are tested without a browser.
//
// A screen the link names is the login's target (issue 27), the WeChat auto login's too: the visitor
// stays on it when the domain's afterLoginChoice says so, and it waits (kept) while registration steps
// come first.
import { DEFAULT_ENTRY_PATH, isSafeRedirect, policyOf, type AfterLoginChoice, type EntryContext, type LoginTarget, type NextStep } from '@fairpass/domain';
import type { EntryOutcome, SessionSnapshot } from '@fairpass/sdk';
import { errorPageOf } from '../ui/next-step-action';

export type EntryDecision =
  | { readonly kind: 'stay' }
  /** `keepTarget`: the screen the link named, kept as the login's target for after the steps. */
  | { readonly kind: 'navigate'; readonly to: string; readonly keepTarget?: LoginTarget }
  | { readonly kind: 'leave'; readonly url: string }
  /** The browser is leaving for WeChat's openid page: keep the loading state. */
  | { readonly kind: 'wait' };

export interface EntryDecisionInput {
  readonly outcome: EntryOutcome;
  readonly context: Pick<EntryContext, 'entryRoute' | 'requestedPath'>;
  readonly allowedOrigins: readonly string[];
  /** The screen the link names as a login target (the requested path, checked against the app's screens). */
  readonly target?: LoginTarget | undefined;
  /** The domain's afterLoginChoice for the WeChat auto login's next step and that target (see needsAfterLoginChoice). */
  readonly afterLogin?: AfterLoginChoice | undefined;
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

/** The auto login's next step as the domain's NextStep, when the WeChat auto login decided the route. */
export function autoLoginStepOf(outcome: EntryOutcome): NextStep | undefined {
  if (outcome.kind !== 'route' || outcome.isNextStepPage !== 'yes') return undefined;
  return { kind: 'route', path: outcome.path, ...(outcome.query ? { query: outcome.query } : {}) } as NextStep;
}

export function entryDecision({ outcome, context, allowedOrigins, target, afterLogin }: EntryDecisionInput): EntryDecision {
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
      if (afterLogin !== undefined && outcome.isNextStepPage === 'yes' && !sourceDecides && !freshVisit) {
        if (afterLogin.kind === 'target') return { kind: 'stay' };
        if (afterLogin.keepTarget && target !== undefined) return { kind: 'navigate', to, keepTarget: target };
      }
      return decided && to !== context.requestedPath ? { kind: 'navigate', to } : { kind: 'stay' };
    }
  }
}
