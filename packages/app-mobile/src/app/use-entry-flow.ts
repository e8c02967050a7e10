// Runs the SDK's entry flow once per visit (link parameters kept, exhibition config loaded, gates,
// visit recorded, WeChat auto login) and carries out the shell's decision before any route renders.
// A failure (network, server) is kept as a value so the shell can offer a retry instead of a blank page.
import { parseEntryLink, type DomainError } from '@fairpass/domain';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import type { RouteEntry } from '../routes/route-entry';
import { useShell } from '../ui/shell-context';
import { entryDecision } from './entry-decision';

export type EntryFlowState =
  | { readonly kind: 'pending' }
  | { readonly kind: 'failed'; readonly error: DomainError }
  | { readonly kind: 'ready' };

export function useEntryFlow(entryHref: string, routes: readonly RouteEntry[]): [EntryFlowState, retry: () => void] {
  const { client, runtimeConfig } = useShell();
  const [, navigate] = useLocation();
  const [state, setState] = useState<EntryFlowState>({ kind: 'pending' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    void client.startFromLink.execute({ url: entryHref }).then((result) => {
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
      if (decision.kind === 'navigate') navigate(decision.to, { replace: true });
      setState({ kind: 'ready' });
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
