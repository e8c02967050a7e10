// Every text namespace has the same keys, nested ones included, in Chinese and English, and no text is
// blank in either: a screen never falls back to the other language or shows a raw key.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = import.meta.dirname;
const namespaces = (language: string) => readdirSync(join(dir, language)).filter((file) => file.endsWith('.json')).sort();
const read = (language: string, file: string): unknown => JSON.parse(readFileSync(join(dir, language, file), 'utf8'));

/** `{ a: { b: 'x' } }` → [['a.b', 'x']]. */
function leaves(value: unknown, prefix = ''): Array<[string, unknown]> {
  if (typeof value !== 'object' || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
}

describe('the zh and en texts', () => {
  it('have the same namespaces', () => {
    expect(namespaces('en')).toEqual(namespaces('zh'));
  });

  it.each(namespaces('zh'))('%s has the same keys in both languages, none blank', (file) => {
    const zh = leaves(read('zh', file));
    const en = leaves(read('en', file));

    expect(en.map(([key]) => key).sort()).toEqual(zh.map(([key]) => key).sort());
    for (const [key, text] of [...zh, ...en]) expect(typeof text === 'string' && text.trim() !== '', key).toBe(true);
  });
});
