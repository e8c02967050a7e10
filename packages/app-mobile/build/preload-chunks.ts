// <link rel="modulepreload"> in index.html for lazy modules the entry is certain to import at once (and
// the chunks they import), and their stylesheets, so the browser has them alongside the entry instead of
// asking for them after it has run.
import type { Plugin } from 'vite';
import { reachable } from './reachable';

type Bundle = Record<
  string,
  {
    type: string;
    fileName: string;
    facadeModuleId?: string | null;
    moduleIds?: string[];
    imports?: string[];
    viteMetadata?: { importedCss: Set<string> };
  }
>;

const isModule = (id: string | null | undefined, file: string) => id?.replaceAll('\\', '/').endsWith(file) ?? false;

/** File names of the chunk that loads `moduleFile` and of every chunk it imports statically. */
export function chunksOf(bundle: Bundle, moduleFile: string): string[] {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  // The module's own facade if it has one, else the chunk a group merged it into.
  const root =
    chunks.find((chunk) => isModule(chunk.facadeModuleId, moduleFile)) ??
    chunks.find((chunk) => chunk.moduleIds?.some((id) => isModule(id, moduleFile)));
  if (!root) throw new Error(`preload-chunks: no chunk holds ${moduleFile}`);
  return [...reachable([root.fileName], (file) => bundle[file]?.imports ?? [])];
}

export function preloadChunks(moduleFiles: readonly string[]): Plugin {
  return {
    name: 'fairpass:preload-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return [];
        const chunks = bundle as Bundle;
        const files = new Set(moduleFiles.flatMap((file) => chunksOf(chunks, file)));
        const scripts = [...files]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `./${file}` }, injectTo: 'head' as const }));
        // Their stylesheets too, as stylesheets of the page (build/inline-entry-css.ts then writes them
        // into it): the chunk loader would ask for them only once the chunk has run, and wait for them
        // before the screen renders — a round trip after the last script.
        const sheets = [...new Set([...files].flatMap((file) => [...(chunks[file]?.viteMetadata?.importedCss ?? [])]))]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => ({ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href: `./${file}` }, injectTo: 'head' as const }));
        return [...scripts, ...sheets];
      },
    },
  };
}
