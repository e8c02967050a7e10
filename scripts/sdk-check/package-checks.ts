// What a packed tarball must hold to be installed by another team: read straight from the .tgz that
// `pnpm pack` wrote (after publishConfig and workspace: ranges were applied), not from the workspace.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

/** The files of a tarball by path inside it (`package/…`). */
export function readTarball(file: string): Map<string, Buffer> {
  const data = gunzipSync(readFileSync(file));
  const files = new Map<string, Buffer>();
  const text = (from: number, length: number, at: number) => data.toString('utf8', at + from, at + from + length).replace(/\0.*$/s, '');
  let offset = 0;
  let longName: string | undefined;
  while (offset + 512 <= data.length && data[offset] !== 0) {
    const size = parseInt(text(124, 12, offset).trim() || '0', 8);
    const type = String.fromCharCode(data[offset + 156] ?? 0);
    const body = data.subarray(offset + 512, offset + 512 + size);
    const prefix = text(345, 155, offset);
    const name = longName ?? (prefix ? `${prefix}/${text(0, 100, offset)}` : text(0, 100, offset));
    longName = undefined;
    if (type === 'x') longName = /\d+ path=([^\n]*)\n/.exec(body.toString('utf8'))?.[1];
    else if (type === '0' || type === '\0') files.set(name, body);
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return files;
}

interface Manifest {
  name: string;
  version: string;
  license?: string;
  engines?: { node?: string };
  repository?: { directory?: string };
  sideEffects?: boolean | string[];
  main?: string;
  module?: string;
  types?: string;
  exports?: Record<string, unknown>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

export interface PackedPackage {
  readonly name: string;
  readonly version: string;
  readonly problems: readonly string[];
  readonly fileCount: number;
}

const LICENSE_FIRST_LINE = 'Copyright (c) 2026 fairpass. All rights reserved.';

/** The packed package.json and file list against what the brief promises another team. */
export function inspectTarball(file: string): PackedPackage {
  const files = readTarball(file);
  const has = (path: string) => files.has(`package/${path.replace(/^\.\//, '')}`);
  const manifest = JSON.parse(files.get('package/package.json')?.toString('utf8') ?? '{}') as Manifest;
  const problems: string[] = [];

  const conditions = new Set<string>();
  const targets: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') targets.push(value);
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) {
        if (!key.startsWith('.')) conditions.add(key);
        walk(inner);
      }
  };
  walk(manifest.exports);
  if (conditions.has('source')) problems.push('exports keep the workspace-only "source" condition (publishConfig.exports not applied)');
  for (const target of targets) if (!has(target)) problems.push(`exports point to ${target}, which is not in the tarball`);
  for (const [subpath, value] of Object.entries(manifest.exports ?? {})) {
    if (subpath === './package.json') continue;
    const entry = value as { import?: { types?: string; default?: string }; require?: { types?: string; default?: string } };
    if (!entry.import?.types?.endsWith('.d.ts') || !entry.import.default?.endsWith('.js')) problems.push(`exports["${subpath}"].import lacks .d.ts types or .js code`);
    if (!entry.require?.types?.endsWith('.d.cts') || !entry.require.default?.endsWith('.cjs')) problems.push(`exports["${subpath}"].require lacks .d.cts types or .cjs code`);
  }
  for (const field of ['main', 'module', 'types'] as const) {
    const target = manifest[field];
    if (target && !has(target)) problems.push(`"${field}" points to ${target}, which is not in the tarball`);
  }

  for (const kind of ['dependencies', 'peerDependencies', 'optionalDependencies'] as const) {
    for (const [dependency, range] of Object.entries(manifest[kind] ?? {})) {
      if (range.startsWith('workspace:')) problems.push(`${kind}.${dependency} is still "${range}" (pack with pnpm, not npm)`);
      else if (/^\d/.test(range)) problems.push(`${kind}.${dependency} is pinned to ${range}; use a range`);
    }
  }

  if (manifest.license !== 'SEE LICENSE IN LICENSE') problems.push(`license is ${JSON.stringify(manifest.license)}, not "SEE LICENSE IN LICENSE"`);
  if (!files.get('package/LICENSE')?.toString('utf8').startsWith(LICENSE_FIRST_LINE)) problems.push(`LICENSE missing or not starting "${LICENSE_FIRST_LINE}"`);
  for (const doc of ['README.md', 'CHANGELOG.md']) if (!has(doc)) problems.push(`${doc} is not in the tarball`);
  if (!manifest.engines?.node) problems.push('no engines.node');
  if (!manifest.repository?.directory) problems.push('no repository.directory');
  if (manifest.sideEffects === undefined || manifest.sideEffects === true) problems.push('sideEffects is not declared false (or a list of files)');

  const stray = [...files.keys()].filter((path) => /\.(test|spec)\.|\.fixture\.|^package\/(src|test)\//.test(path));
  if (stray.length > 0) problems.push(`test or source files in the tarball: ${stray.slice(0, 5).join(', ')}${stray.length > 5 ? ', …' : ''}`);

  return { name: manifest.name, version: manifest.version, problems, fileCount: files.size };
}
