// dist/.vite/chunks.json: every JS chunk with the chunks it imports statically and the source modules it
// holds. Vite's manifest names a chunk by its facade module only, so it cannot say which chunk carries a
// screen that a group merged (build/closure-chunk.ts); `pnpm bench:size` reads this instead.
import { relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { partOf } from './module-part';

export interface ChunkReport {
  readonly [fileName: string]: {
    readonly imports: readonly string[];
    readonly modules: readonly string[];
    /**
     * Per part of the app (build/module-part.ts): the gzip size of its modules' code as rendered in this
     * chunk (tree-shaken, before minifying), for bench:size's composition of the first screen.
     */
    readonly partGzip?: Readonly<Record<string, number>>;
  };
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
            partGzip: partGzip(output.moduleIds.map((id) => [relative(root, id), output.modules[id]?.code ?? ''])),
          };
        }
        this.emitFile({ type: 'asset', fileName: '.vite/chunks.json', source: JSON.stringify(report, null, 1) });
      },
    },
  };
}

function partGzip(modules: readonly (readonly [id: string, code: string])[]): Record<string, number> {
  const code = new Map<string, string[]>();
  for (const [id, text] of modules) code.set(partOf(id), [...(code.get(partOf(id)) ?? []), text]);
  return Object.fromEntries([...code].map(([part, texts]) => [part, gzipSync(texts.join('\n')).length]));
}
