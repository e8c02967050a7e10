// The app's service worker taking control of a page: the offline shell is installed, so the journeys that
// cut the network or reload without it may begin.
import type { Page } from 'playwright-core';

/**
 * Waits until a service worker controls the page. Installing it precaches the whole app, some 300 files
 * fetched one after another: 8–11 s on an idle 2-core machine, 17–34 s with another journey and the SDK
 * tests running beside it (issue 26 §5), past the 20 s and 30 s the journeys allowed before. The bound
 * only catches a worker that never comes; the journey's own time-out covers the rest.
 */
export const workerControls = (page: Page) => page.waitForFunction(() => !!navigator.serviceWorker?.controller, undefined, { timeout: 75_000 });
