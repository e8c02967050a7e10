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
        // A failed fetch may be retried by the next render (the network may be back); React.lazy keeps
        // its first failure for good, so the retry needs a fresh one.
        loading = undefined;
        Lazy = lazy(preload);
        throw error;
      },
    ));
  let Lazy = lazy(preload);
  const Screen = () => createElement(loaded ?? Lazy);
  return Object.assign(Screen, { preload });
}
