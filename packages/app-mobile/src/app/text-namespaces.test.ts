// Every text namespace — each feature's texts/ and the shared ui/texts/ — has the same keys, nested ones
// included, in Chinese and English, and no text is blank in either: a screen never falls back to the
// other language or shows a raw key. Namespaces are found on disk, so a new feature's texts are covered.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FEATURE_NAMESPACES } from './feature-text-files';

const src = join(import.meta.dirname, '..');
const featureDirs = readdirSync(join(src, 'features')).filter((name) => existsSync(join(src, 'features', name, 'texts')));
const namespaces: ReadonlyArray<readonly [name: string, dir: string]> = [
  ...featureDirs.map((name) => [name, join(src, 'features', name, 'texts')] as const),
  ...readdirSync(join(src, 'ui', 'texts'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => [entry.name, join(src, 'ui', 'texts', entry.name)] as const),
];
const read = (dir: string, language: string): unknown => JSON.parse(readFileSync(join(dir, `${language}.json`), 'utf8'));

/** `{ a: { b: 'x' } }` → [['a.b', 'x']]. */
function leaves(value: unknown, prefix = ''): Array<[string, unknown]> {
  if (typeof value !== 'object' || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
}

describe('the zh and en texts', () => {
  it('are found for every feature that has texts, and each can be loaded by i18n', () => {
    expect(featureDirs.length).toBeGreaterThan(0);
    expect([...FEATURE_NAMESPACES]).toEqual([...featureDirs].sort());
  });

  it.each(namespaces)('%s has both languages, the same keys in each, none blank', (_name, dir) => {
    expect(readdirSync(dir).filter((file) => file.endsWith('.json')).sort()).toEqual(['en.json', 'zh.json']);
    const zh = leaves(read(dir, 'zh'));
    const en = leaves(read(dir, 'en'));
    expect(en.map(([key]) => key).sort()).toEqual(zh.map(([key]) => key).sort());
    for (const [key, text] of [...zh, ...en]) expect(typeof text === 'string' && text.trim() !== '', key).toBe(true);
  });
});
