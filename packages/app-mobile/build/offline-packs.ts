// What the offline shell's worker downloads, by role (issue 33): on a first visit only the SHELL (what
// index.html loads, the shell's and the login's texts in both languages, so the login reopens and
// switches language with no network); the screens of a role that must work offline come as that
// feature's OFFLINE PACK, kept by the page when the visitor first opens one of its screens
// (`features/<area>/offline-pack.ts` marks a feature as one: the lead tool, the wallet). Every other
// screen a visitor opens is kept as it is loaded (the worker's runtime cache). This plugin writes
// `offline-packs.json` (`{ shell, packs: { <area>: files } }`, paths relative to index.html) and hands
// the shell's list to the worker's precache (`shellOnly`, a Workbox manifest transform).
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { reachable } from './reachable';

interface ChunkLike {
  readonly type: string;
  readonly fileName: string;
  readonly isEntry?: boolean;
  readonly moduleIds?: readonly string[];
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
  readonly facadeModuleId?: string | null;
  readonly viteMetadata?: { readonly importedCss: Set<string> };
}

export interface OfflinePacks {
  readonly shell: readonly string[];
  readonly packs: Readonly<Record<string, readonly string[]>>;
}

/**
 * Modules whose chunks the shell holds besides what index.html loads: the shell's and the login's texts,
 * and what the shell itself loads after the first paint (anything the entry imports on demand that is not
 * a screen of a feature: form checks, the worker's registration, the toast renderer…).
 */
const SHELL_TEXTS = [/\/src\/app\/shell-texts\//, /\/src\/ui\/texts\//, /\/src\/features\/(registration|system)\/texts\//];
/**
 * The screen a login's end lands on, whatever the role (`/jump`: a 401 with the visit's link kept, another
 * employee's login on a single-person lead package): it says why and that the leads stayed on the phone,
 * and it is needed just when the network has come back and may drop again (0.6 KiB brotli).
 */
const SHELL_SCREENS = [/\/src\/features\/system\/jump-screen\.tsx$/];


const normal = (id: string) => id.replaceAll('\\', '/');

/** The features that declare an offline pack (`features/<area>/offline-pack.ts`). */
export const packFeatures = (srcDir: string): string[] =>
  readdirSync(join(srcDir, 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(srcDir, 'features', entry.name, 'offline-pack.ts')))
    .map((entry) => entry.name)
    .sort();

/** True for a chunk whose facade is a feature's module (a screen the route manifest loads on demand). */
const isScreen = (chunks: readonly ChunkLike[], file: string): boolean =>
  normal(chunks.find((chunk) => chunk.fileName === file)?.facadeModuleId ?? '').includes('/src/features/');

/** A chunk of the SDK's or the domain's code alone (one that also holds the app's, a screen, is none). */
const isSdkCode = (chunk: ChunkLike | undefined): boolean => {
  const ids = (chunk?.moduleIds ?? []).map(normal);
  return ids.some((id) => /\/(sdk|domain)\/src\//.test(id)) && !ids.some((id) => /\/app-mobile\/src\//.test(id));
};

/**
 * The chunks (and their stylesheets) reachable by static imports from the chunks `pick` selects; with
 * `onDemand`, also the SDK code they fetch on demand: an area's code, which its operations fetch when
 * they first run (sdk/src/di/lazy-area.ts), the DI container and every area's failure tables that come
 * with it, so a lead or a ticket works, and its failures are worded, with no network.
 */
function closureOf(chunks: readonly ChunkLike[], pick: (chunk: ChunkLike) => boolean, { onDemand = false } = {}): string[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = reachable(
    chunks.filter(pick).map((chunk) => chunk.fileName),
    (file) => [
      ...(byName.get(file)?.imports ?? []),
      ...(onDemand ? (byName.get(file)?.dynamicImports ?? []).filter((lazy) => isSdkCode(byName.get(lazy))) : []),
    ],
  );
  const sheets = [...files].flatMap((file) => [...(byName.get(file)?.viteMetadata?.importedCss ?? [])]);
  return [...new Set([...files, ...sheets])].sort();
}

export function offlinePacksOf(chunks: readonly ChunkLike[], features: readonly string[], loginScreen: string): OfflinePacks {
  const holds = (chunk: ChunkLike, test: (id: string) => boolean) => (chunk.moduleIds ?? []).some((id) => test(normal(id)));
  const holdsLogin = (chunk: ChunkLike) => holds(chunk, (id) => id.endsWith(loginScreen));
  // What the entry loads on demand besides the screens, and what the login loads after its first paint.
  const onDemand = new Set([
    ...chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => (chunk.dynamicImports ?? []).filter((file) => !isScreen(chunks, file))),
    ...chunks.filter(holdsLogin).flatMap((chunk) => chunk.dynamicImports ?? []),
  ]);
  const shellPart = (chunk: ChunkLike) =>
    chunk.isEntry === true ||
    onDemand.has(chunk.fileName) ||
    holdsLogin(chunk) || holds(chunk, (id) => [...SHELL_TEXTS, ...SHELL_SCREENS].some((re) => re.test(id)));
  const shell = closureOf(chunks, shellPart);
  const shellSet = new Set(shell);
  const packs = Object.fromEntries(
    features.map((feature) => [
      feature,
      closureOf(chunks, (chunk) => holds(chunk, (id) => id.includes(`/src/features/${feature}/`)), { onDemand: true }).filter((file) => !shellSet.has(file)),
    ]),
  );
  return { shell, packs };
}

/**
 * The plugin, and the Workbox manifest transform that keeps only the shell (and index.html and the pack
 * list) in the worker's precache. The transform runs after the bundle is written, in the same build.
 */
export function offlinePacks(srcDir: string, loginScreen: string) {
  let result: OfflinePacks | undefined;
  const plugin: Plugin = {
    name: 'fairpass:offline-packs',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((output): output is typeof output & ChunkLike => output.type === 'chunk');
        result = offlinePacksOf(chunks, packFeatures(srcDir), loginScreen);
        this.emitFile({ type: 'asset', fileName: 'offline-packs.json', source: JSON.stringify(result) });
      },
    },
  };
  const shellOnly = <E extends { url: string }>(entries: E[]) => {
    if (!result) throw new Error('offline-packs: the worker was built before the bundle');
    const keep = new Set(['index.html', 'offline-packs.json', ...result.shell]);
    return { manifest: entries.filter((entry) => keep.has(entry.url)), warnings: [] as string[] };
  };
  return { plugin, shellOnly };
}
