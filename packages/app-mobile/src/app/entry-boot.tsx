// Holds the routes back until the entry flow has run, so the theme, the title and the gates of the
// exhibition apply on the first screen the visitor sees.
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { afterNextPaint, WARM_UP_DELAY_MS } from '../ui/after-next-paint';
import { LoadingScreen } from '../ui/loading-screen';
import { useEntryFlow, type FirstEntryRun } from './use-entry-flow';

const BootFailedScreen = lazy(() => import('./boot-failed-screen'));

export interface EntryBootProps {
  /** The whole landing link (hash included). */
  readonly entryHref: string;
  readonly children: ReactNode;
  /** The entry flow's first run, if boot already started it. */
  readonly firstRun?: FirstEntryRun;
  /** Called once the first routed screen has painted: for work that must not delay that screen. */
  readonly onFirstScreen?: () => void;
  /** The routes render at once: the build's login markup is hydrated (see useEntryFlow). */
  readonly startReady?: boolean;
}

export function EntryBoot({ entryHref, children, firstRun, onFirstScreen, startReady }: EntryBootProps) {
  const [state, retry] = useEntryFlow(entryHref, firstRun, startReady);
  const ready = state.kind === 'ready';
  useEffect(() => (ready && onFirstScreen ? afterNextPaint(onFirstScreen, WARM_UP_DELAY_MS) : undefined), [ready, onFirstScreen]);
  if (state.kind === 'pending') return <LoadingScreen />;
  if (state.kind === 'ready') return children;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <BootFailedScreen code={state.error.code} onRetry={retry} />
    </Suspense>
  );
}
