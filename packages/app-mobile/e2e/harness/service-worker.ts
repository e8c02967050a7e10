// The app's service worker taking control of a page: the offline shell is installed, so the journeys that
// cut the network or reload without it may begin.
import type { Page } from 'playwright-core';

/**
 * Waits until a service worker controls the page and the page has kept what it needs offline (the offline
 * packs its screens asked for and the files it loaded before the worker took over: `<html
 * data-offline="controlled">`, issue 33). The worker precaches the shell only (~50 files); the bound only
 * catches a worker that never comes; the journey's own time-out covers the rest.
 */
export const workerControls = (page: Page) =>
  page.waitForFunction(() => !!navigator.serviceWorker?.controller && document.documentElement.dataset.offline === 'controlled', undefined, { timeout: 75_000 });
