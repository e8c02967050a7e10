// Menu labels are `<namespace>:<key>` texts i18n cannot type-check: every entry names a text that exists
// in Chinese and English, and no two entries share an id.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXHIBITOR_MENU } from './exhibitor-menu-parts';

const textsOf = (namespace: string, language: string): unknown =>
  JSON.parse(readFileSync(join(import.meta.dirname, '..', 'features', namespace, 'texts', `${language}.json`), 'utf8'));
const lookup = (texts: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), texts);

describe("the exhibitor's company menu", () => {
  it.each(EXHIBITOR_MENU.map((entry) => [entry.id, entry.label] as const))('%s is labelled by an existing text (%s)', (_id, label) => {
    const [namespace, key] = label.split(':') as [string, string];
    for (const language of ['zh', 'en']) expect(typeof lookup(textsOf(namespace, language), key), `${language} ${label}`).toBe('string');
  });
  it('gives every entry its own id', () => {
    expect(new Set(EXHIBITOR_MENU.map((entry) => entry.id)).size).toBe(EXHIBITOR_MENU.length);
  });
});
