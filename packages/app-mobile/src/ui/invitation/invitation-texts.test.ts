// The shared invitation form words itself from its sender's namespace: each has every `send.*` text.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const KEYS = ['name', 'phone', 'email', 'submit', 'sending', 'sent', 'fix'];
const sendTexts = (namespace: string, language: string) =>
  (JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'features', namespace, 'texts', `${language}.json`), 'utf8')) as { send?: Record<string, unknown> }).send ?? {};

describe("the invitation form's words", () => {
  it.each(['reach', 'exhibitor-guests'].flatMap((namespace) => ['zh', 'en'].map((language) => [namespace, language] as const)))('%s (%s) has every send.* text', (namespace, language) => {
    const texts = sendTexts(namespace, language);
    for (const key of KEYS) expect(typeof texts[key], `${namespace} ${language} send.${key}`).toBe('string');
  });
});
