// Route titles are keys made of a namespace and a path (`system:title.error`); i18n cannot type-check
// them, so this does: every title of the manifest names a text that exists in Chinese and English.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE_MANIFEST } from './route-manifest';

const src = join(import.meta.dirname, '..');
/** A feature's texts (features/<ns>/texts/), else a shared namespace's (ui/texts/<ns>/, as i18n.ts loads them). */
const textsOf = (namespace: string, language: string): unknown => {
  const feature = join(src, 'features', namespace, 'texts', `${language}.json`);
  const file = existsSync(feature) ? feature : join(src, 'ui', 'texts', namespace, `${language}.json`);
  return JSON.parse(readFileSync(file, 'utf8'));
};
const lookup = (texts: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), texts);

describe('route titles', () => {
  it.each(ROUTE_MANIFEST.filter((route) => route.titleKey).map((route) => [route.path, route.titleKey!] as const))(
    '%s is titled by an existing text (%s)',
    (_path, titleKey) => {
      const [namespace, key] = titleKey.split(':') as [string, string];
      for (const language of ['zh', 'en']) expect(typeof lookup(textsOf(namespace, language), key), `${language} ${titleKey}`).toBe('string');
    },
  );
});
