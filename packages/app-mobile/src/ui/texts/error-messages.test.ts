// Every error code has its words in Chinese and English, kept with the code in the domain (the one
// source the SDK ships too): a shared code's in domain src/errors/error-messages.{zh,en}.json (fetched
// after the app's first paint), the general failure's in src/errors/general-failure.{zh,en}.json (with
// the first screen), a business area's next to its codes, src/<area>/<area>-messages.{zh,en}.json
// (fetched with the area, ui/area-error-texts.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ERROR_CODES, errorAreaOf, knowAllAreaErrors, messageKeyFor, type ErrorCode } from '@fairpass/domain';
import { describe, expect, it } from 'vitest';
import { ERROR_TEXT_AREAS } from '../area-error-files';

// Every area's codes, as a visit knows them once it has used an area.
knowAllAreaErrors();

const domainSrc = join(import.meta.dirname, '..', '..', '..', '..', 'domain', 'src');
type Texts = Record<string, string>;

/** Where a code's texts are: its area's messages, the general failure's, or the shared ones. */
const fileOf = (code: ErrorCode, language: 'zh' | 'en'): string => {
  const area = errorAreaOf(code);
  if (area !== undefined) return join(domainSrc, area, `${area}-messages.${language}.json`);
  return join(domainSrc, 'errors', `${code === 'SYSTEM.ERROR' ? 'general-failure' : 'error-messages'}.${language}.json`);
};
const read = (file: string): Texts => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Texts) : {});
const keyOf = (code: ErrorCode): string => messageKeyFor(code).replace(/^errors\./, '');
const allFiles = (language: 'zh' | 'en'): string[] => [
  join(domainSrc, 'errors', `general-failure.${language}.json`),
  join(domainSrc, 'errors', `error-messages.${language}.json`),
  ...[...ERROR_TEXT_AREAS.keys()].map((area) => join(domainSrc, area, `${area}-messages.${language}.json`)),
];

describe('error messages', () => {
  it.each([...ERROR_CODES])('%s has a Chinese and an English text, kept with its area', (code) => {
    expect(read(fileOf(code, 'zh'))[keyOf(code)]?.trim(), `${keyOf(code)} in ${fileOf(code, 'zh')}`).toBeTruthy();
    expect(read(fileOf(code, 'en'))[keyOf(code)]?.trim(), `${keyOf(code)} in ${fileOf(code, 'en')}`).toBeTruthy();
  });

  it("keeps a code's text in its own place only (the shared files hold no area's, an area none of another's)", () => {
    for (const language of ['zh', 'en'] as const) {
      for (const code of ERROR_CODES) {
        for (const file of allFiles(language)) {
          if (file === fileOf(code, language)) continue;
          expect(Object.keys(read(file)), `${keyOf(code)} belongs in ${fileOf(code, language)}, not ${file}`).not.toContain(keyOf(code));
        }
      }
    }
  });

  it('has the same keys in Chinese and English in every file', () => {
    const zh = allFiles('zh');
    const en = allFiles('en');
    zh.forEach((file, at) => expect(Object.keys(read(en[at]!)).sort(), file).toEqual(Object.keys(read(file)).sort()));
  });

  it('are found by the app for every area that declares codes', () => {
    const areas = new Set(ERROR_CODES.flatMap((code) => errorAreaOf(code) ?? []));
    expect([...ERROR_TEXT_AREAS.keys()].sort()).toEqual([...areas].sort());
  });
});
