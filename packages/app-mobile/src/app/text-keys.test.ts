// text-keys.d.ts (the typed text keys) is generated from the folders; this fails when the committed file
// is not what the generator writes, e.g. after a feature with texts was added or removed.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TEXT_KEYS_FILE, textKeysSource } from '../../scripts/gen-text-keys';

describe('text-keys.d.ts', () => {
  it('is what `pnpm gen:text-keys` writes from src/features/*/texts and src/ui/texts', () => {
    expect(readFileSync(TEXT_KEYS_FILE, 'utf8'), 'text-keys.d.ts is stale: run pnpm --filter @fairpass/app-mobile gen:text-keys').toBe(textKeysSource());
  });

  it('names every feature namespace and the shell namespaces', () => {
    const source = textKeysSource();
    for (const namespace of ['common', 'errors', 'registration', "'registration-flow'", "'user-center'"]) expect(source).toContain(`      ${namespace}: typeof `);
  });
});
