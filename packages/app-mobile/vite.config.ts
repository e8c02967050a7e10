import { resolve } from 'node:path';
import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { chunkReport } from './build/chunk-report';
import { closureChunk } from './build/closure-chunk';
import { compileHints } from './build/compile-hints';
import { inlineBootScript } from './build/inline-boot-script';
import { inlineEntryCss } from './build/inline-entry-css';
import { kitHelpers } from './build/kit-helpers';
import { preloadChunks } from './build/preload-chunks';
import { routeDeps } from './build/route-deps';
import { prerenderLogin } from './build/prerender-login';
import { offlinePacks } from './build/offline-packs';
import { RUNTIME_CONFIG_CACHE, SCREENS_CACHE } from './src/app/offline-caches';

// The entry (main.ts) holds the SDK and the shell, React comes beside it; the boot prefetch goes inline into
// index.html; the first screen (login) comes as one chunk fetched alongside the entry.
const firstScreen = closureChunk(
  'first-screen',
  // The login screen and the groups of error codes its forms settle by (its texts come with the shell's,
  // in the visit's language only: src/app/shell-texts/; the catalogue that words a code and the list of
  // every code, after the first paint: src/ui/use-error-message.ts).
  [
    'src/features/registration/login-screen.tsx',
    'domain/src/errors/error-code-groups.ts',
    // Whether a write may have happened (its form's key is kept): the login forms settle their keys by it.
    'domain/src/errors/write-outcome.ts',
  ],
  20,
);

// React (with React DOM, which needs it at once) and, apart, the few lines that run React DOM's module
// (src/app/react-dom-client.ts), both imported by the entry: an inspector re-parses the functions on the
// stack when React DOM builds its sentinel Errors, and this way that stack is not the entry's whole module
// (the longest task under an inspector −180 ms at 4× CPU, +0.3 KiB gzip; docs/first-screen-speed.md, session 17).
const reactGroup = { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 40 };
const reactDomClientGroup = { name: 'react-dom-client', test: /src[\\/]app[\\/]react-dom-client\.ts$/, includeDependenciesRecursively: false, priority: 41 };

/**
 * The chunks of an SDK area's code (`<area>.area-<hash>.js`), of other SDK code fetched on first use
 * (`*.on-demand-<hash>.js`, the lead book) and of the container they load into.
 */
const SDK_AREA_CODE = /(\.area|\.on-demand|\/area-container)-[\w-]+\.js$/;

// What the worker downloads by role (issue 33, build/offline-packs.ts): the shell on a first visit, a
// feature's offline pack once its screens are opened, and every screen as it is opened.
const packs = offlinePacks(`${import.meta.dirname}/src`, 'src/features/registration/login-screen.tsx');

// The offline shell (issue 17): a Workbox service worker generated at build time keeps index.html and the
// shell's chunks, so the app and the lead tool reopen with no network after a first visit. It is
// registered from src/app/service-worker.ts after the first screen, and a new version waits until the
// visitor chooses to reload (a lead or a form may be half done). Never cached by it: the API (/api/, the
// SDK and the lead outbox handle being offline themselves) and anything else not listed here.
const offlineShell = VitePWA({
  injectRegister: false,
  registerType: 'prompt',
  manifest: false,
  workbox: {
    globPatterns: ['index.html', 'offline-packs.json', 'assets/**/*.{js,mjs,css,svg,png,woff2}'],
    // Of those, only the shell (issue 33): the rest by role and as opened (runtime cache below).
    manifestTransforms: [async (entries) => packs.shellOnly(entries)],
    // The PDF viewer (pdf.js and its worker, 1.7 MB) serves invoices, which need the network anyway.
    globIgnores: ['assets/pdf*'],
    // An entry link's parameters (exhibitionId, registerType, …) all open the same index.html; a hash app
    // has no other page, so no navigation fallback is set: other paths (/api/, /pc/) go to the network.
    ignoreURLParametersMatching: [/./],
    navigateFallback: null,
    // The first visit's page is served by the worker as soon as it is installed (reload-free offline).
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        // config.json is edited by deployments after the build: the network's copy first, the last one
        // read when there is no network (or it is too slow to wait for).
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.endsWith('/config.json') && !url.pathname.includes('/api/'),
        handler: 'NetworkFirst',
        options: { cacheName: RUNTIME_CONFIG_CACHE, networkTimeoutSeconds: 4, expiration: { maxEntries: 2 } },
      },
      {
        // The screens' files (hashed names, never changed): kept as they are opened, and filled by the page
        // with an offline pack's files and what the visit loaded before the worker was in control
        // (app/offline-keeper.ts). The PDF viewer stays on the network.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && /\/assets\/(?!pdf)[^/]+$/.test(url.pathname),
        handler: 'CacheFirst',
        options: { cacheName: SCREENS_CACHE, expiration: { maxEntries: 1000, purgeOnQuotaError: true } },
      },
    ],
  },
});

// Workspace packages build from their TypeScript source (the `source` export condition); base './' so one
// build can be served under any path prefix of any exhibition's host.
export default defineConfig({
  base: './',
  plugins: [
    react(),
    kitHelpers(),
    inlineBootScript('src/app/boot-prefetch.inline.ts'),
    firstScreen.plugin,
    // The shell's Chinese texts too (the default language; an English visit fetches its own at boot).
    preloadChunks(['src/features/registration/login-screen.tsx', 'src/app/shell-texts/zh.ts']),
    inlineEntryCss(),
    // The entry, React and the first screen compile as they download, off the main thread.
    compileHints([firstScreen.group.name, reactGroup.name]),
    // The login screen's markup in index.html, rendered by React from the app's sources (issue 33).
    prerenderLogin(),
    chunkReport(import.meta.dirname),
    packs.plugin,
    routeDeps(import.meta.dirname),
    // Brotli (quality 11) and gzip copies of every hashed asset, made once at build time: a gateway serves
    // them as they are (nginx gzip_static/brotli_static, or the contract server), ~15 % under on-the-fly
    // compression. config.json is left out: deployments edit it after the build, and a stale copy would win.
    compression({ algorithms: ['brotliCompress', 'gzip'], include: /assets[\\/].+\.(m?js|css|svg)$/, threshold: 1024 }),
    offlineShell,
  ],
  resolve: {
    // `es2015`: rxjs's ES2015 build instead of its ES5 one (classes instead of tslib's emulation; issue 33).
    conditions: ['source', 'es2015', ...defaultClientConditions],
    // reflect-metadata's `lite` build: the same metadata API on the browser's own Map/Set/WeakMap, without
    // the polyfills of them every browser the app supports has (issue 33, −1.2 KiB gzip on every route).
    // `use-sync-external-store/shim`: React 19's own hook (build/aliases/), not the shim's CommonJS module.
    alias: [
      { find: /^reflect-metadata$/, replacement: 'reflect-metadata/lite' },
      { find: /^validator\/lib\/(.*)$/, replacement: 'validator/es/lib/$1' },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: resolve(import.meta.dirname, 'build/aliases/use-sync-external-store-shim.ts') },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2020',
    // Only the stylesheets of a lazy chunk are listed where it is imported: the chunks it imports come from
    // the route preload map (build/route-deps.ts), read outside the first load (issue 33, −6.4 KiB gzip).
    // An SDK area's code, fetched when its first operation runs (sdk/src/di/lazy-area.ts), keeps its list:
    // the area, inversify and the container then come in one round trip, not one per level of imports.
    // No modulepreload polyfill: it ran inside the entry, after the browser had fetched the entry's whole
    // static graph, so it only ever served links added later — and route-chunk-preload.ts falls back to
    // rel=preload itself where modulepreload is missing (Safari before 17), as Vite's own preload helper does.
    modulePreload: { polyfill: false, resolveDependencies: (file, deps) => (SDK_AREA_CODE.test(file) ? deps : deps.filter((dep) => dep.endsWith('.css'))) },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Priority decides which group gets a module two of them want (docs/first-screen-speed.md).
          groups: [
            // Everything else the entry imports statically stays in the entry.
            { name: 'boot', tags: ['$initial'], includeDependenciesRecursively: false, priority: 30 },
            firstScreen.group,
            reactGroup,
            reactDomClientGroup,
          ],
        },
      },
    },
  },
});
