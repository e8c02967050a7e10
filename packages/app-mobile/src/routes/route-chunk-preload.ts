// Preloads a route's chunks in parallel (issue 33): the build's `route-deps.json` (build/route-deps.ts)
// lists, for each route, the chunks its screen imports beyond the entry; opening a route adds
// `<link rel="modulepreload">` for them, so the browser does not find them one import level at a time.
// The list is read once per visit (main.ts decides when); a route opened before it arrives is preloaded
// when it does. Without it (offline, an old build) the chunks simply load as they are imported.
interface RouteDeps {
  readonly files: readonly string[];
  readonly routes: Readonly<Record<string, readonly number[]>>;
}

let deps: RouteDeps | undefined;
let asked: Promise<void> | undefined;
let waiting: string | undefined;
const added = new Set<string>();

/** Reads the list (once). */
export function loadRouteDeps(): void {
  asked ??= fetch(new URL('./route-deps.json', document.baseURI))
    .then(async (reply) => {
      if (!reply.ok) return;
      deps = (await reply.json()) as RouteDeps;
      if (waiting) preloadRouteChunks(waiting);
    })
    .catch(() => undefined);
}

/** Preloads the chunks of the route with this manifest path (`/wallet/:id`). */
export function preloadRouteChunks(path: string): void {
  if (!deps) {
    waiting = path;
    return;
  }
  for (const index of deps.routes[path] ?? []) {
    const file = deps.files[index];
    if (!file || added.has(file)) continue;
    added.add(file);
    const link = document.createElement('link');
    // Safari before 17 has no modulepreload: a preload of the same script (same CORS mode) serves it.
    link.rel = link.relList.supports('modulepreload') ? 'modulepreload' : 'preload';
    link.as = 'script';
    link.crossOrigin = '';
    link.href = new URL(file, document.baseURI).href;
    document.head.append(link);
  }
}
