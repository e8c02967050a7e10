// The domain's entries, found on disk: `@fairpass/domain` (src/index.ts: identities, entry links, routes,
// config, errors, validation, masking, share texts — what every area uses) and one entry per business
// area, a folder packages/domain/src/<area>/ with an index.ts (`@fairpass/domain/<area>`). The build
// (packages/domain/tsdown.config.mjs) reads this at run time; `pnpm sdk:areas` writes package.json's
// exports and files and the per-entry folders from it, as it does for the SDK.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** packages/domain of this repository. */
export const DOMAIN_DIR = fileURLToPath(new URL('../../packages/domain', import.meta.url));

/**
 * The business areas under `<domainDir>/src`: folders with an index.ts, sorted.
 * @param {string} [domainDir]
 * @returns {string[]}
 */
export function domainAreas(domainDir = DOMAIN_DIR) {
  const src = join(domainDir, 'src');
  return readdirSync(src, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(src, entry.name, 'index.ts')))
    .map((entry) => entry.name)
    .sort();
}

/**
 * Every entry of the package: the core, then the areas in the order given.
 * @param {readonly string[]} [areas]
 */
export function domainEntries(areas = domainAreas()) {
  return [
    { subpath: '.', source: 'src/index.ts', out: 'index', folder: undefined, area: false },
    ...areas.map((area) => ({ subpath: `./${area}`, source: `src/${area}/index.ts`, out: `${area}/index`, folder: area, area: true })),
  ];
}
