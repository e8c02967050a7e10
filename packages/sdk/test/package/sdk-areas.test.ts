import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SDK_DIR, sdkAreaGetter, sdkAreas } from '../../../../scripts/build/sdk-areas.mjs';
import { DOMAIN_DIR } from '../../../../scripts/build/domain-areas.mjs';
import { domainAreaFiles, sdkAreaDifferences } from '../../../../scripts/sdk-areas';

describe('the SDK areas (folders src/<area>/ with <area>.area.ts and index.ts)', () => {
  it('are what package.json exports, publishConfig.exports and files list, with a folder each for node10 resolvers', () => {
    const differences = sdkAreaDifferences();

    expect(differences, `out of date with the area folders (src/<area>/): packages/sdk/${differences.join(', packages/sdk/')}; run \`pnpm sdk:areas\``).toEqual([]);
  });

  it.each(sdkAreas())('%s: index.ts offers get<Area>(client)', (area) => {
    const index = readFileSync(join(SDK_DIR, 'src', area, 'index.ts'), 'utf8');

    expect(index).toMatch(new RegExp(`export function ${sdkAreaGetter(area)}\\(client: FairpassClient\\)`));
  });
});

describe('the domain areas (folders packages/domain/src/<area>/ with an index.ts)', () => {
  it('are what the domain package.json exports, publishConfig.exports and files list, with a folder each for node10 resolvers', () => {
    const differences = sdkAreaDifferences(DOMAIN_DIR, domainAreaFiles());

    expect(differences, `out of date with the area folders: packages/domain/${differences.join(', packages/domain/')}; run \`pnpm sdk:areas\``).toEqual([]);
  });
});
