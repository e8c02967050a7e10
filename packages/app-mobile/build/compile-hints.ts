// V8's explicit compile hint (Chrome 136+, so WeChat's current XWeb kernel too): a file whose first line
// is this comment has all its functions compiled while it streams in, on a background thread, instead of
// each one on the main thread the first time it is called (issue 33). Worth it only for the files whose
// functions nearly all run at the start: the entry (React DOM, the SDK's core, the shell) and the first
// screen. Any other browser reads a comment.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** `code` with the hint as its first line (Vite puts its preload list above everything, hints included). */
export function withCompileHint(code: string): string {
  const rest = code.startsWith(`${COMPILE_HINT}\n`) ? code.slice(COMPILE_HINT.length + 1) : code.replace(`\n${COMPILE_HINT}\n`, '\n');
  return `${COMPILE_HINT}\n${rest}`;
}

interface OutputChunkLike {
  readonly type: 'chunk' | 'asset';
  readonly isEntry?: boolean;
  readonly name?: string;
  code?: string;
  /** A chunk's source map, when the build writes them. */
  map?: { mappings: string } | null;
  /** An asset's content (a chunk's `.map` file, where the bundler emits it as one). */
  source?: string | Uint8Array;
}

/** Whether a chunk gets the hint: the entry and the chunks named. */
const wantsHint = (chunk: OutputChunkLike, eagerChunks: readonly string[]) =>
  chunk.type === 'chunk' && (chunk.isEntry === true || eagerChunks.includes(chunk.name ?? ''));

/** Puts the hint first in each bundle chunk that wants it. */
export function hintChunks(bundle: Record<string, OutputChunkLike>, eagerChunks: readonly string[]): string[] {
  const hinted: string[] = [];
  for (const [fileName, chunk] of Object.entries(bundle)) {
    if (!wantsHint(chunk, eagerChunks) || chunk.code === undefined) continue;
    const lineAdded = !chunk.code.includes(`${COMPILE_HINT}\n`);
    chunk.code = withCompileHint(chunk.code);
    // One more line above the code: the source map's lines move down by one (an empty first line).
    if (lineAdded) {
      if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
      const mapFile = bundle[`${fileName}.map`];
      if (mapFile?.type === 'asset' && mapFile.source !== undefined) {
        const map = JSON.parse(typeof mapFile.source === 'string' ? mapFile.source : new TextDecoder().decode(mapFile.source)) as { mappings: string };
        map.mappings = `;${map.mappings}`;
        mapFile.source = JSON.stringify(map);
      }
    }
    hinted.push(fileName);
  }
  return hinted;
}

type GenerateBundle = (this: unknown, options: unknown, bundle: Record<string, OutputChunkLike>, isWrite: boolean) => unknown;

/**
 * Vite writes its preload list (`__vite__mapDeps`) above a chunk's code in the generateBundle of
 * `vite:build-import-analysis`, and the compression plugin makes the .br/.gz copies right after that same
 * hook. So the hint is put first there, between the two; the build fails if a file or a copy of it does
 * not start with the hint.
 */
export function compileHints(eagerChunks: readonly string[]): Plugin {
  let config: ResolvedConfig;
  let hinted: string[] = [];
  return {
    name: 'fairpass:compile-hints',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
      const analysis = resolved.plugins.find((plugin) => plugin.name === 'vite:build-import-analysis');
      const hook = analysis?.generateBundle as GenerateBundle | { handler: GenerateBundle } | undefined;
      if (!analysis || !hook) throw new Error('compile-hints: vite:build-import-analysis has no generateBundle to follow');
      const original = typeof hook === 'function' ? hook : hook.handler;
      const followed: GenerateBundle = async function (this: unknown, options, bundle, isWrite) {
        await original.call(this, options, bundle, isWrite);
        hinted = hintChunks(bundle, eagerChunks);
      };
      if (typeof hook === 'function') (analysis as { generateBundle: unknown }).generateBundle = followed;
      else hook.handler = followed;
    },
    closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      for (const file of hinted) {
        const copies = [readFileSync(join(outDir, file), 'utf8')];
        for (const [suffix, unpack] of [['.br', brotliDecompressSync], ['.gz', gunzipSync]] as const) {
          try {
            copies.push(unpack(readFileSync(join(outDir, file + suffix))).toString('utf8'));
          } catch {
            // No compressed copy of this file.
          }
        }
        if (copies.some((copy) => !copy.startsWith(`${COMPILE_HINT}\n`))) throw new Error(`compile-hints: ${file} or a compressed copy of it does not start with the hint`);
      }
    },
  };
}
