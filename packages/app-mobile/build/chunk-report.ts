// dist/.vite/chunks.json: every JS chunk with the chunks it imports statically and the source modules it
// holds. Vite's manifest names a chunk by its facade module only, so it cannot say which chunk carries a
// screen that a group merged (build/closure-chunk.ts); `pnpm bench:size` reads this instead.
import { relative } from 'node:path';
import type { Plugin } from 'vite';

export interface ChunkReport {
  readonly [fileName: string]: { readonly imports: readonly string[]; readonly modules: readonly string[] };
}

export function chunkReport(root: string): Plugin {
  return {
    name: 'fairpass:chunk-report',
    apply: 'build',
    generateBundle: {
      // After Vite has dropped the chunks that held only CSS (and the imports of them).
      order: 'post',
      handler(_options, bundle) {
        const report: Record<string, ChunkReport[string]> = {};
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue;
          report[output.fileName] = {
            imports: output.imports,
            modules: output.moduleIds.map((id) => relative(root, id).replaceAll('\\', '/')),
          };
        }
        this.emitFile({ type: 'asset', fileName: '.vite/chunks.json', source: JSON.stringify(report, null, 1) });
      },
    },
  };
}
