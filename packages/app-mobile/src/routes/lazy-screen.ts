// A lazy screen that can also be fetched ahead of time: React.lazy alone hides its loader, and the
// first screen must start downloading while the exhibition's config is still on its way. Once the chunk
// is in, the screen renders directly: React.lazy would still suspend for a tick on its first render, and
// the Suspense fallback that commits then holds the real screen back by React's ~300 ms reveal throttle.
import { createElement, lazy, type ComponentType } from 'react';

export type ScreenModule = { default: ComponentType };

export type LazyScreen = ComponentType & {
  /** Starts fetching the screen's chunk (once); settles when it is in. */
  readonly preload: () => Promise<ScreenModule>;
};

/** Screens whose chunk failed to load, each with the way to fetch it afresh at its next render. */
const failedScreens = new Set<() => void>();

/**
 * Lets every screen whose chunk failed fetch it again when next rendered: the screen boundary's "try
 * again" and a route change call it. Until then a failed screen keeps its failure, so React's own
 * re-render after the error finds the same rejected lazy and the boundary shows — a fresh lazy at once
 * would start another fetch on every render, a loop that never shows the error (issue 27).
 */
export function retryFailedScreens(): void {
  const renewals = [...failedScreens];
  failedScreens.clear();
  for (const renew of renewals) renew();
}

export function lazyScreen(load: () => Promise<ScreenModule>): LazyScreen {
  let loading: Promise<ScreenModule> | undefined;
  let loaded: ComponentType | undefined;
  const preload = (): Promise<ScreenModule> =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // The next preload fetches again (the network may be back); a render gets a fresh React.lazy,
        // which keeps its first failure for good, only once the failure was shown and a retry asked for.
        loading = undefined;
        failedScreens.add(renew);
        throw error;
      },
    ));
  let Lazy = lazy(preload);
  const renew = (): void => {
    Lazy = lazy(preload);
  };
  const Screen = () => createElement(loaded ?? Lazy);
  return Object.assign(Screen, { preload });
}
