// One chunk for a module and everything it imports statically that the entry does not already hold.
// Rolldown's automatic splitting gives every module shared by two lazy chunks a chunk of its own, so the
// first screen used to arrive as ~25 files of under 2 KiB: on the HTTP/1.1 connections many exhibition
// hosts still serve, each is a round trip. Lazy chunks that share some of these modules load the whole
// group instead (a few KiB), which costs less than the round trips.
import type { Plugin } from 'vite';
import { reachable } from './reachable';

interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { readonly isEntry: boolean; readonly importedIds: readonly string[]; readonly code: string | null } | null;
}

const COMMENTS = /\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm;
const IMPORT_OR_EXPORT_LIST = /\b(import\s+[\w*{}\s,$]*?\s*from\s*|export\s*(\*(\s+as\s+[\w$]+)?|\{[^}]*\})\s*(from\s*)?)(['"][^'"]*['"])?\s*;?/g;

/**
 * A module that only imports and re-exports (a library's index such as `ahooks` or `antd-mobile-icons`):
 * the graph cannot tell which of its modules an importer uses (tree-shaking can), so walking through it
 * would claim modules only other screens need.
 */
export const isReExportIndex = (code: string | null | undefined): boolean =>
  typeof code === 'string' && code.replace(COMMENTS, '').replace(IMPORT_OR_EXPORT_LIST, '').trim() === '';

/** Module ids statically reachable from `roots`. Dynamic imports load later and are not followed. */
export function staticClosure(graph: ModuleGraph, roots: Iterable<string>, { throughReExportIndexes = true } = {}): Set<string> {
  return reachable(roots, (id) => {
    const info = graph.getModuleInfo(id);
    return !throughReExportIndexes && isReExportIndex(info?.code) ? [] : (info?.importedIds ?? []);
  });
}

export interface ClosureChunk {
  readonly plugin: Plugin;
  readonly group: {
    readonly name: string;
    readonly test: (id: string) => boolean;
    readonly includeDependenciesRecursively: false;
    readonly priority: number;
  };
}

/**
 * `rootFiles`: module paths relative to the app package (src/…); the chunk is named `name`. A module
 * claimed by two groups goes to the one with the higher `priority`. Roots are modules loaded through
 * React.lazy: a root whose named exports are imported with a plain dynamic import() would make rolldown
 * 1.2 emit a facade re-exporting a binding it never defines ("Export … is not defined").
 */
export function closureChunk(name: string, rootFiles: readonly string[], priority: number): ClosureChunk {
  const members = new Set<string>();
  const plugin: Plugin = {
    name: `fairpass:closure-chunk:${name}`,
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      members.clear();
      const ids = [...this.getModuleIds()];
      const roots = rootFiles.map((file) => {
        const id = ids.find((candidate) => candidate.replaceAll('\\', '/').endsWith(file));
        // A renamed file must not silently bring the file storm back.
        if (!id) this.error(`closure chunk "${name}": no module ends with ${file}`);
        return id;
      });
      const entryModules = staticClosure(this, ids.filter((id) => this.getModuleInfo(id)?.isEntry));
      for (const id of staticClosure(this, roots, { throughReExportIndexes: false })) {
        if (!entryModules.has(id)) members.add(id);
      }
      // A root reached through a barrel the entry imports (the domain's index) only looks like an entry
      // module: tree-shaking keeps it out of the entry, so it is named here on purpose.
      for (const id of roots) members.add(id);
    },
  };
  return {
    plugin,
    // Only the members themselves: following their imports would drag entry modules out of the entry.
    group: { name, test: (id) => members.has(id), includeDependenciesRecursively: false, priority },
  };
}
