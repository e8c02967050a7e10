// Whether a screen must (re)run the SDK's start-from-link flow, and what the app does with its outcome.
// Pure, so the rules are tested without a browser.
import type { DomainError, Result } from '@fairpass/domain';
import type { EntryOutcome, SessionSnapshot } from '@fairpass/sdk';
import { errorPageOf, nextStepAction, type NextStepAction } from '../../ui/next-step-action';

export interface LinkFacts {
  readonly exhibitionId?: string | undefined;
  readonly registerType?: string | undefined;
  readonly openid?: string | undefined;
}

/**
 * The login page runs the entry flow itself when the visit did not pass through `/` for this link: no
 * config yet, a different exhibition or identity in the link, or an openid the WeChat redirect just
 * brought back while nobody is logged in. A link without an exhibition keeps the stored visit.
 */
export function needsEntryFlow(link: LinkFacts, session: Pick<SessionSnapshot, 'config' | 'entry' | 'token'>): boolean {
  if (session.config === null) return true;
  if (link.openid && session.token === null) return true;
  if (!link.exhibitionId) return false;
  return link.exhibitionId !== session.entry.exhibitionId || link.registerType !== session.entry.registerType;
}

/** `stay`: the outcome is the current screen; `wait`: the browser is leaving for the openid redirect. */
export type EntryAction = NextStepAction | { readonly kind: 'stay' } | { readonly kind: 'wait' };

export function entryAction(
  outcome: Result<EntryOutcome, DomainError>,
  currentPath: string,
  allowedOrigins: readonly string[],
): EntryAction {
  if (!outcome.ok) return { kind: 'navigate', to: errorPageOf(outcome.error.code) };
  const value = outcome.value;
  if (value.kind === 'openidRedirect') return { kind: 'wait' };
  if (value.kind === 'route' && value.path === currentPath && !value.query) return { kind: 'stay' };
  return nextStepAction(value, allowedOrigins);
}
