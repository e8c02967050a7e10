// Registers the build's service worker (vite-plugin-pwa's Workbox worker, vite.config.ts) and keeps the
// offline status and the new-version bar up to date. Loaded through a dynamic import once the first
// screen has painted, so neither this nor workbox-window weighs on the first load.
import type { i18n as I18n } from 'i18next';
import { createRoot } from './react-dom-client';
import { I18nextProvider } from 'react-i18next';
import { Workbox } from 'workbox-window';
import { setServiceWorkerStatus } from '../ui/offline/service-worker-state';
import { UpdateBar } from '../ui/offline/update-bar';
import { onOfflinePackRequest } from '../ui/offline/offline-pack-requests';
import { RUNTIME_CONFIG_CACHE, RUNTIME_CONFIG_URL } from './offline-caches';
import { OfflineKeeper } from './offline-keeper';

/** sw.js sits beside index.html; relative, as the build may be served under any path prefix. */
const WORKER_URL = './sw.js';

export function registerServiceWorker(i18n: I18n): void {
  if (!('serviceWorker' in navigator)) return;
  // The dev server builds no worker: the page says so as a browser without one would.
  if (import.meta.env.DEV) {
    setServiceWorkerStatus('failed');
    return;
  }
  const workbox = new Workbox(WORKER_URL);
  // The bar's polite live region exists before anything is said in it, so screen readers announce it.
  const barHost = document.createElement('div');
  barHost.setAttribute('aria-live', 'polite');
  document.body.append(barHost);

  // The worker precaches the shell only; the page keeps what this visit loaded and the offline packs its
  // screens ask for (issue 33), once the browser has taken the worker: a browser that refuses it (an in-app
  // browser without workers) would only download copies nothing ever serves. The page counts as kept
  // offline once the worker controls it and everything asked for is kept.
  const keeper = new OfflineKeeper();
  let inControl = false;
  let keepingStarted!: () => void;
  const keeping = new Promise<void>((resolve) => (keepingStarted = resolve));
  const controlled = () => {
    inControl = true;
    void keeping.then(() => keeper.idle()).then(() => setServiceWorkerStatus('controlled'));
  };
  workbox.addEventListener('controlling', controlled);
  let offered = false;
  workbox.addEventListener('waiting', () => {
    // One bar per page, however many times a newer version is found.
    if (offered) return;
    offered = true;
    showUpdateBar(barHost, i18n, () => {
      // The waiting version takes over only now, then the page reloads into it.
      workbox.addEventListener('controlling', () => location.reload());
      workbox.messageSkipWaiting();
    });
  });
  void workbox.register({ immediate: true }).then(
    async (registration) => {
      // A browser that refuses quietly (an in-app browser, a test harness's block) resolves with nothing.
      if (!registration) {
        refuse();
        return;
      }
      // This visit read config.json before there was a worker: its copy goes into the worker's cache first,
      // so a page the worker controls can always start without network.
      await keepRuntimeConfig();
      void keeper.keepLoaded();
      // How the packs screens ask for are kept is known only now: the packs asked for so far waited in
      // offline-pack-requests' list, which hands them over here, then each new one.
      onOfflinePackRequest((pack) => {
        // A pack asked for once the page was kept: not reopenable offline until it is kept too.
        if (inControl) setServiceWorkerStatus('starting');
        void keeper.keepPack(pack);
        if (inControl) controlled();
      });
      keepingStarted();
      const status = statusOf(registration);
      if (status === 'controlled') controlled();
      else setServiceWorkerStatus(status);
    },
    refuse,
  );

  /** No worker: the packs asked for go into the browser's HTTP cache only, for this open page. */
  function refuse(): void {
    onOfflinePackRequest((pack) => void keeper.fetchPack(pack));
    setServiceWorkerStatus('failed');
  }
}

async function keepRuntimeConfig(): Promise<void> {
  // Under a worker already, this visit's read went through it and was kept.
  if (!('caches' in window) || navigator.serviceWorker.controller) return;
  try {
    await (await caches.open(RUNTIME_CONFIG_CACHE)).add(RUNTIME_CONFIG_URL);
  } catch {
    // No copy kept: the worker's own network-first read keeps one on a later visit.
  }
}

const statusOf = (registration: ServiceWorkerRegistration) =>
  navigator.serviceWorker.controller && registration.active ? 'controlled' : 'starting';

function showUpdateBar(host: HTMLElement, i18n: I18n, reload: () => void): void {
  // Its own small React root beside the app's: the bar belongs to the shell, not to a screen.
  const root = createRoot(host);
  // Room below the page, so the fixed bar never hides its last control.
  document.body.classList.add('fp-has-update-bar');
  const dismiss = () => {
    root.unmount();
    document.body.classList.remove('fp-has-update-bar');
  };
  root.render(
    <I18nextProvider i18n={i18n}>
      <UpdateBar onReload={reload} onDismiss={dismiss} />
    </I18nextProvider>,
  );
}
