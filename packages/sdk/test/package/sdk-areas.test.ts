import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SDK_DIR, sdkAreaGetter, sdkAreas } from '../../../../scripts/build/sdk-areas.mjs';
import { sdkAreaDifferences } from '../../../../scripts/sdk-areas';

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
