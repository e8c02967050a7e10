// Which part of the app a bundled module belongs to, for bench:size's composition of the first screen:
// a library by its package name, workspace code by package and top folder (`sdk/use-cases`,
// `app-mobile/app`), the bundler's own helpers as one part. Ids are relative to the app's folder, as in
// .vite/chunks.json (build/chunk-report.ts).
export function partOf(moduleId: string): string {
  const id = moduleId.replaceAll('\\', '/');
  const library = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
  if (library) return library[1]!;
  const app = /^src\/([^/]+)\//.exec(id);
  if (app) return `app-mobile/${app[1]}`;
  const workspace = /^\.\.\/([^/]+)\/src\/(?:([^/]+)\/)?/.exec(id);
  if (workspace) return workspace[2] ? `${workspace[1]}/${workspace[2]}` : workspace[1]!;
  return id.startsWith('\0') || id.includes('?') ? 'bundler helpers' : id;
}

/** Per part, the gzip size of its rendered code over the given chunks (build/chunk-report.ts), largest first. */
export function partsOf(
  chunks: Readonly<Record<string, { readonly partGzip?: Readonly<Record<string, number>> }>>,
  files: Iterable<string>,
): [part: string, bytes: number][] {
  const parts = new Map<string, number>();
  for (const file of files) {
    for (const [part, bytes] of Object.entries(chunks[file]?.partGzip ?? {})) parts.set(part, (parts.get(part) ?? 0) + bytes);
  }
  return [...parts].sort(([, a], [, b]) => b - a);
}
