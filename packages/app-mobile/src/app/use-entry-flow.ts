// The app's one entry flow: runs the SDK's start-from-link flow (link parameters kept, exhibition config
// loaded, gates, visit recorded, WeChat auto login) before any route renders, and again after a
// navigation that needs it (see needsEntryFlow), then carries out the decision. A failure (network,
// server) is kept as a value so the shell can offer a retry instead of a blank page.
import { parseEntryLink, type DomainError, type Result } from '@fairpass/domain';
import type { EntryOutcome } from '@fairpass/sdk';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { routesFor } from '../routes/route-table';
import { useShell } from '../ui/shell-context';
import { keepLoginTarget } from '../ui/login-target';
import { useAllowedOrigins } from '../ui/use-allowed-origins';
import { loadAfterLoginChoice } from '../ui/use-next-step-navigation';
import { autoLoginStepOf, entryDecision, needsEntryFlow } from './entry-decision';
import { screenTargetOf } from './login-target-keeper';

export type EntryFlowState =
  | { readonly kind: 'pending' }
  | { readonly kind: 'failed'; readonly error: DomainError }
  | { readonly kind: 'ready' };

/** The entry flow's first run, started at boot before React renders (see main.ts). */
export type FirstEntryRun = Promise<Result<EntryOutcome, DomainError>>;

interface Run {
  readonly href: string;
  readonly attempt: number;
}

/**
 * `startReady`: the routes render from the first render on (the build's login markup is being hydrated,
 * after the first run has ended); the run's decision still applies (another screen, a failure, a leave).
 */
export function useEntryFlow(entryHref: string, firstRun?: FirstEntryRun, startReady = false): [EntryFlowState, retry: () => void] {
  const { client } = useShell();
  const allowedOrigins = useAllowedOrigins();
  const [path, navigate] = useLocation();
  const search = useSearch();
  const [state, setState] = useState<EntryFlowState>({ kind: startReady ? 'ready' : 'pending' });
  const [run, setRun] = useState<Run>({ href: entryHref, attempt: 0 });
  const lastNavigation = useRef<string | null>(null);

  useEffect(() => {
    let current = true;
    // The first run was started before the first render, so its requests overlap React's start-up.
    const started = run.attempt === 0 && firstRun ? firstRun : client.startFromLink.execute({ url: run.href });
    void started.then(async (result) => {
      if (!current) return;
      if (!result.ok) {
        setState({ kind: 'failed', error: result.error });
        return;
      }
      const context = parseEntryLink(run.href);
      // The screen the link named is the WeChat auto login's target too: its rule loads only then. It is
      // checked against every screen (the whole route table, awaited when the landing routes do not settle it).
      const target = screenTargetOf(context.requestedPath, await routesFor(context.requestedPath));
      if (!current) return;
      const autoLoginStep = autoLoginStepOf(result.value);
      const afterLogin =
        target !== undefined && autoLoginStep !== undefined
          ? (await loadAfterLoginChoice()).afterLoginChoice(autoLoginStep, target, client.session.getSnapshot().user)
          : undefined;
      if (!current) return;
      const decision = entryDecision({ outcome: result.value, context, allowedOrigins, target, afterLogin });
      if (decision.kind === 'leave') location.replace(decision.url);
      if (decision.kind === 'navigate' && decision.keepTarget !== undefined) keepLoginTarget(decision.keepTarget);
      if (decision.kind === 'leave' || decision.kind === 'wait') return;
      // A transition lets React render the screen in small slices (no long task blocking input) and
      // keep the loading screen up until that screen is ready, instead of flashing a fallback.
      startTransition(() => {
        if (decision.kind === 'navigate') navigate(decision.to, { replace: true });
        setState({ kind: 'ready' });
      });
    });
    return () => {
      current = false;
    };
    // One run per link and attempt: the client and the allowlist are fixed for the visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [run]);

  // After a navigation (never during render): a link for another exhibition, or a way back to `/`.
  useEffect(() => {
    const navigation = `${path}?${search}`;
    const first = lastNavigation.current === null;
    lastNavigation.current = navigation;
    if (first || state.kind !== 'ready') return;
    const href = location.href;
    if (!needsEntryFlow(path, parseEntryLink(href), client.session.getSnapshot())) return;
    setState({ kind: 'pending' });
    setRun((previous) => ({ href, attempt: previous.attempt + 1 }));
    // Only a navigation asks; the flow's own state changes do not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path, search]);

  const retry = useCallback(() => {
    setState({ kind: 'pending' });
    setRun((previous) => ({ href: previous.href, attempt: previous.attempt + 1 }));
  }, []);
  return [state, retry];
}
