// Runs the SDK's entry flow once per visit (link parameters kept, exhibition config loaded, gates,
// visit recorded, WeChat auto login) and carries out the shell's decision before any route renders.
// A failure (network, server) is kept as a value so the shell can offer a retry instead of a blank page.
import { parseEntryLink, type DomainError, type Result } from '@fairpass/domain';
import type { EntryOutcome } from '@fairpass/sdk';
import { startTransition, useCallback, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import type { RouteEntry } from '../routes/route-entry';
import { useShell } from '../ui/shell-context';
import { entryDecision } from './entry-decision';

export type EntryFlowState =
  | { readonly kind: 'pending' }
  | { readonly kind: 'failed'; readonly error: DomainError }
  | { readonly kind: 'ready' };

/** The entry flow's first run, started at boot before React renders (see main.ts). */
export type FirstEntryRun = Promise<Result<EntryOutcome, DomainError>>;

export function useEntryFlow(
  entryHref: string,
  routes: readonly RouteEntry[],
  firstRun?: FirstEntryRun,
): [EntryFlowState, retry: () => void] {
  const { client, runtimeConfig } = useShell();
  const [, navigate] = useLocation();
  const [state, setState] = useState<EntryFlowState>({ kind: 'pending' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    // The first run was started before the first render, so its requests overlap React's start-up.
    const run = attempt === 0 && firstRun ? firstRun : client.startFromLink.execute({ url: entryHref });
    void run.then((result) => {
      if (!current) return;
      if (!result.ok) {
        setState({ kind: 'failed', error: result.error });
        return;
      }
      const decision = entryDecision({
        outcome: result.value,
        context: parseEntryLink(entryHref),
        routes,
        allowedOrigins: [location.origin, ...runtimeConfig.redirectAllowlist],
      });
      if (decision.kind === 'leave') location.replace(decision.url);
      if (decision.kind === 'leave' || decision.kind === 'wait') return;
      // A transition lets React render the first screen in small slices (no long task blocking input)
      // and keep the loading screen up until that screen is ready, instead of flashing a fallback.
      startTransition(() => {
        if (decision.kind === 'navigate') navigate(decision.to, { replace: true });
        setState({ kind: 'ready' });
      });
    });
    return () => {
      current = false;
    };
    // One run per attempt: the link and the client are fixed for the visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ kind: 'pending' });
    setAttempt((count) => count + 1);
  }, []);
  return [state, retry];
}
