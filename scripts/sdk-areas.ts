// `pnpm sdk:areas`: writes the parts of @fairpass/sdk and @fairpass/domain that must be static from their
// folders — in package.json the `exports` map, `publishConfig.exports` and `files`, and the top-level
// folder per entry (`registration/package.json` …) that resolvers without exports maps (TypeScript's
// node10) read. An SDK area is a folder packages/sdk/src/<area>/ with <area>.area.ts and index.ts
// (scripts/build/sdk-areas.mjs); a domain area is a folder packages/domain/src/<area>/ with an index.ts
// (scripts/build/domain-areas.mjs), and one that declares failures (<area>/<area>-errors.ts) is listed in
// the domain's src/errors/area-errors.generated.ts; adding one is adding the folder and running this. Idempotent: the areas already listed keep their
// order, a new one goes after them, a removed one is dropped, and the rest of package.json is untouched.
// packages/sdk/test/package/sdk-areas.test.ts fails when the committed files differ from what this writes.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  AREA_ERRORS_FILE,
  AREA_MESSAGES_FILE,
  areaErrorsSource,
  areaMessagesSource,
  DOMAIN_DIR,
  domainAreas,
  domainEntries,
  domainErrorAreas,
  domainMessageAreas,
} from './build/domain-areas.mjs';
import { SDK_DIR, sdkAreas, sdkEntries, type SdkEntry } from './build/sdk-areas.mjs';

/** A package whose entries are found on disk: where it is, its areas, and its entries for a list of areas. */
interface AreaPackage {
  readonly dir: string;
  readonly areas: (dir: string) => string[];
  readonly entries: (areas: readonly string[]) => SdkEntry[];
}

const SDK: AreaPackage = { dir: SDK_DIR, areas: sdkAreas, entries: sdkEntries };
const DOMAIN: AreaPackage = { dir: DOMAIN_DIR, areas: domainAreas, entries: domainEntries };

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/** What the files under packages/sdk must hold: path (relative to packages/sdk) → text, or `null` for a file that must not exist. */
export type SdkAreaFiles = ReadonlyMap<string, string | null>;

const json = (value: Json) => `${JSON.stringify(value, null, 2)}\n`;
const isObject = (value: Json | undefined): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

function conditions(entry: SdkEntry): JsonObject {
  return {
    import: { types: `./dist/${entry.out}.d.ts`, default: `./dist/${entry.out}.js` },
    require: { types: `./dist/${entry.out}.d.cts`, default: `./dist/${entry.out}.cjs` },
  };
}

/** The package.json `exports` map: `source` (the workspace's condition) for the repository, none when published. */
function exportsMap(entries: readonly SdkEntry[], withSource: boolean): JsonObject {
  const map: JsonObject = {};
  for (const entry of entries) map[entry.subpath] = withSource ? { source: `./${entry.source}`, ...conditions(entry) } : conditions(entry);
  map['./package.json'] = './package.json';
  return map;
}

/** `files`: the entries' folders, where the entry folders stand now (after `dist`), the other items kept in place. */
function filesList(current: readonly Json[], previousFolders: ReadonlySet<string>, folders: readonly string[]): Json[] {
  const isFolder = (item: Json) => typeof item === 'string' && (previousFolders.has(item) || folders.includes(item));
  const at = current.findIndex(isFolder);
  const kept = current.filter((item) => !isFolder(item));
  const insertAt = at >= 0 ? current.slice(0, at).filter((item) => !isFolder(item)).length : kept.indexOf('dist') + 1;
  return [...kept.slice(0, insertAt), ...folders, ...kept.slice(insertAt)];
}

/** The folders directly under packages/sdk that are entry folders: a package.json pointing into ../dist/. */
function entryFoldersOnDisk(sdkDir: string): string[] {
  return readdirSync(sdkDir, { withFileTypes: true })
    .filter((dirent) => dirent.isDirectory() && dirent.name !== 'node_modules' && existsSync(join(sdkDir, dirent.name, 'package.json')))
    .filter((dirent) => {
      const manifest = JSON.parse(readFileSync(join(sdkDir, dirent.name, 'package.json'), 'utf8')) as { main?: unknown };
      return typeof manifest.main === 'string' && manifest.main.startsWith('../dist/');
    })
    .map((dirent) => dirent.name);
}

/** What `pnpm sdk:areas` writes for the SDK, computed from the area folders under `<sdkDir>/src` and the package.json there. */
export const sdkAreaFiles = (sdkDir: string = SDK_DIR): SdkAreaFiles => areaFiles({ ...SDK, dir: sdkDir });

/** What `pnpm sdk:areas` writes for the domain: its entries, the list of the areas' failures the core
 * composes its error codes from (src/errors/area-errors.generated.ts) and the list of their texts the
 * messages entry hands out (src/messages/area-messages.generated.ts). */
export const domainAreaFiles = (domainDir: string = DOMAIN_DIR): SdkAreaFiles =>
  new Map([
    ...areaFiles({ ...DOMAIN, dir: domainDir }),
    [AREA_ERRORS_FILE, areaErrorsSource(domainErrorAreas(domainDir))],
    [AREA_MESSAGES_FILE, areaMessagesSource(domainMessageAreas(domainDir))],
  ]);

function areaFiles({ dir: sdkDir, areas: areasOf, entries: entriesOf }: AreaPackage): SdkAreaFiles {
  const manifestText = readFileSync(join(sdkDir, 'package.json'), 'utf8');
  const manifest = JSON.parse(manifestText) as JsonObject;
  const currentExports = isObject(manifest.exports) ? manifest.exports : {};
  const listed = Object.keys(currentExports).map((subpath) => subpath.replace(/^\.\//, ''));
  const found = areasOf(sdkDir);
  // The areas listed today keep their order; new ones follow, sorted.
  const areas = [...listed.filter((name) => found.includes(name)), ...found.filter((name) => !listed.includes(name))];
  const entries = entriesOf(areas);
  const folders = entries.flatMap((entry) => (entry.folder === undefined ? [] : [entry.folder]));

  const publishConfig = manifest.publishConfig;
  if (!isObject(publishConfig)) throw new Error(`${sdkDir}/package.json has no publishConfig`);
  const currentFiles = manifest.files;
  if (!Array.isArray(currentFiles)) throw new Error(`${sdkDir}/package.json has no files`);
  // Assigning existing keys keeps their place, so the rest of package.json keeps its order and text.
  const previousFolders = new Set(Object.keys(currentExports).filter((subpath) => subpath.startsWith('./') && subpath !== './package.json').map((subpath) => subpath.slice(2)));
  manifest.exports = exportsMap(entries, true);
  publishConfig.exports = exportsMap(entries, false);
  manifest.files = filesList(currentFiles, previousFolders, folders);

  const files = new Map<string, string | null>([['package.json', json(manifest)]]);
  for (const entry of entries) {
    if (entry.folder === undefined) continue;
    files.set(`${entry.folder}/package.json`, json({ main: `../dist/${entry.out}.cjs`, module: `../dist/${entry.out}.js`, types: `../dist/${entry.out}.d.cts` }));
  }
  for (const folder of entryFoldersOnDisk(sdkDir)) if (!folders.includes(folder)) files.set(`${folder}/package.json`, null);
  return files;
}

/** The files under `sdkDir` that differ from what `pnpm sdk:areas` writes (relative paths). */
export function sdkAreaDifferences(sdkDir: string = SDK_DIR, files: SdkAreaFiles = sdkAreaFiles(sdkDir)): string[] {
  return [...files].flatMap(([path, text]) => {
    const file = join(sdkDir, path);
    const onDisk = existsSync(file) ? readFileSync(file, 'utf8') : null;
    return onDisk === text ? [] : [path];
  });
}

/** Writes what differs under `sdkDir` (the SDK's by default); returns the paths written or removed. */
export function writeSdkAreaFiles(sdkDir: string = SDK_DIR, files: SdkAreaFiles = sdkAreaFiles(sdkDir)): string[] {
  const changed = sdkAreaDifferences(sdkDir, files);
  for (const path of changed) {
    const file = join(sdkDir, path);
    const text = files.get(path);
    if (text === null || text === undefined) {
      rmSync(file, { force: true });
      if (readdirSync(dirname(file)).length === 0) rmdirSync(dirname(file));
    } else {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, text);
    }
  }
  return changed;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const [name, pkg, files] of [['sdk', SDK, sdkAreaFiles()], ['domain', DOMAIN, domainAreaFiles()]] as const) {
    const changed = writeSdkAreaFiles(pkg.dir, files);
    const areas = pkg.areas(pkg.dir).join(', ');
    console.log(
      changed.length === 0
        ? `sdk:areas: ${name} (${areas}) is up to date`
        : `sdk:areas: ${name} (${areas}): ${changed.map((path) => `packages/${name}/${path}`).join(', ')} written (build with \`pnpm --filter @fairpass/${name} build\`)`,
    );
  }
}
