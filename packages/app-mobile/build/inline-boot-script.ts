// The boot prefetch (src/app/boot-prefetch.inline.ts) compiled to one small classic script and written
// into index.html: it runs while the HTML is parsed, so the runtime config and the exhibition's config
// are asked for before the app's files have arrived. As a file of its own it would first need a request
// (and on HTTP/1.1 a connection) of its own, and the config reads would wait for it.
import { resolve } from 'node:path';
import { build } from 'rolldown';
import type { Plugin } from 'vite';

/** The script for index.html: `</script` can never close the tag early. */
export const inlineScriptTag = (code: string): string => code.replaceAll('</script', '<\\/script');

export async function compileBootScript(entry: string): Promise<string> {
  const output = await build({
    input: entry,
    write: false,
    platform: 'browser',
    // The workspace packages are compiled from their TypeScript sources, as in the app's own build.
    resolve: { conditionNames: ['source', 'import', 'browser', 'default'] },
    output: { format: 'iife', minify: true },
  });
  const [chunk] = output.output;
  return chunk.code.trim();
}

export function inlineBootScript(entryFile: string): Plugin {
  let root = process.cwd();
  return {
    name: 'fairpass:inline-boot-script',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      // Before Vite adds the entry and its preloads, so the script sits ahead of them in <head>.
      order: 'pre',
      async handler() {
        const code = await compileBootScript(resolve(root, entryFile));
        return [{ tag: 'script', children: inlineScriptTag(code), injectTo: 'head' }];
      },
    },
  };
}
