// Runs the SDK's start-from-link flow once for this screen and performs its outcome. Returns true while
// the flow runs (or the browser is leaving), so the screen shows the loading state meanwhile.
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useShell } from '../../ui/shell-context';
import { entryAction } from './entry-flow.decision';
import { useUseCase } from '../../ui/use-use-case';

export function useEntryFlow(enabled: boolean): boolean {
  const startFromLink = useUseCase((u) => u.startFromLink);
  const { runtimeConfig } = useShell();
  const [path, navigate] = useLocation();
  const [running, setRunning] = useState(enabled);
  // The flow runs once per mount; the outcome is performed with the values of the moment it started.
  const started = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    if (enabled && !started.current) {
      started.current = true;
      void startFromLink.execute({ url: location.href }).then((outcome) => {
        if (!mounted.current) return;
        // The desktop (/pc/) gate leads to this very origin; everything else must be on the allowlist.
        const action = entryAction(outcome, path, [...runtimeConfig.redirectAllowlist, location.origin]);
        if (action.kind === 'leave') location.assign(action.url);
        else if (action.kind === 'navigate') navigate(action.to, { replace: true });
        else if (action.kind === 'stay') setRunning(false);
      });
    }
    return () => {
      mounted.current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per mount, by design (see above)
  }, [enabled]);

  return running;
}
