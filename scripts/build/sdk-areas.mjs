// The SDK's entries, found on disk. A business area is a folder packages/sdk/src/<area>/ holding
// <area>.area.ts (its ContainerModule and operations) and index.ts (`get<Area>(client)`); around the
// areas sit the core entries below. The build (packages/sdk/tsdown.config.mjs), the API docs
// (packages/sdk/typedoc.config.mjs) and the bundle-size check read this at run time; `pnpm sdk:areas`
// (scripts/sdk-areas.ts) writes what must stay static: package.json's exports and files, and the
// per-entry folders for resolvers that read no exports map.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** packages/sdk of this repository. */
export const SDK_DIR = fileURLToPath(new URL('../../packages/sdk', import.meta.url));

/**
 * The business areas under `<sdkDir>/src`, by folder name, sorted. A folder with `<name>.area.ts` is an
 * area and must have its `index.ts`.
 * @param {string} [sdkDir]
 * @returns {string[]}
 */
export function sdkAreas(sdkDir = SDK_DIR) {
  const src = join(sdkDir, 'src');
  return readdirSync(src, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(src, entry.name, `${entry.name}.area.ts`)))
    .map((entry) => {
      if (!existsSync(join(src, entry.name, 'index.ts')))
        throw new Error(`packages/sdk/src/${entry.name}/ has ${entry.name}.area.ts but no index.ts (the entry: export get<Area>(client) from it)`);
      return entry.name;
    })
    .sort();
}

/**
 * The function an area's index.ts offers: `getRegistration` for `registration`, `getLeadTool` for `lead-tool`.
 * @param {string} area
 */
export const sdkAreaGetter = (area) => `get${area.replace(/(^|-)([a-z0-9])/g, (_match, _dash, letter) => letter.toUpperCase())}`;

/**
 * @param {string} subpath
 * @param {string} source
 * @param {string} out
 * @param {boolean} area
 */
const entry = (subpath, source, out, area) => ({ subpath, source, out, folder: subpath === '.' ? undefined : subpath.slice(2), area });

/**
 * Every entry of the package, in the order package.json lists them: the core, the prefetch and the
 * messages (every code's zh and en text), the areas
 * (in the order given), the test helpers.
 * @param {readonly string[]} [areas]
 */
export function sdkEntries(areas = sdkAreas()) {
  return [
    entry('.', 'src/index.ts', 'index', false),
    entry('./prefetch', 'src/prefetch.ts', 'prefetch', false),
    entry('./messages', 'src/messages.ts', 'messages', false),
    ...areas.map((area) => entry(`./${area}`, `src/${area}/index.ts`, `${area}/index`, true)),
    entry('./testing', 'src/testing.ts', 'testing', false),
  ];
}
