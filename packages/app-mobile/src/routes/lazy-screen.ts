// A lazy screen that can also be fetched ahead of time: React.lazy alone hides its loader, and the
// first screen must start downloading while the exhibition's config is still on its way.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type ScreenModule = { default: ComponentType };

export type LazyScreen = LazyExoticComponent<ComponentType> & {
  /** Starts fetching the screen's chunk; the module cache makes React.lazy reuse it. */
  readonly preload: () => Promise<ScreenModule>;
};

export function lazyScreen(load: () => Promise<ScreenModule>): LazyScreen {
  return Object.assign(lazy(load), { preload: load });
}
