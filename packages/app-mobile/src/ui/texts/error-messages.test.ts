// Every error code has its words in Chinese and English, where the app loads them: a shared code's in
// ui/texts/errors (with the first screen), a business area's with the area (ui/area-error-texts.ts):
// features/<area>/texts/errors/, ui/texts/<area>/errors/ for an area whose texts are shared, or
// features/<feature>/texts/errors/<area>/ for an area whose screens are another feature's.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ERROR_CODES, errorAreaOf, messageKeyFor, type ErrorCode } from '@fairpass/domain';
import { describe, expect, it } from 'vitest';
import { ERROR_TEXT_AREAS } from '../area-error-texts';

const src = join(import.meta.dirname, '..', '..');
type Texts = Record<string, string>;

/** Where an area's error texts are (the folder of the namespace that holds them, as the app finds them). */
const areaDir = (area: string): string => {
  const namespace = ERROR_TEXT_AREAS.get(area) ?? area;
  const holder = existsSync(join(src, 'features', namespace)) ? join(src, 'features', namespace, 'texts', 'errors') : join(src, 'ui', 'texts', namespace, 'errors');
  return namespace === area ? holder : join(holder, area);
};
const dirOf = (code: ErrorCode): string => {
  const area = errorAreaOf(code);
  return area === undefined ? join(src, 'ui', 'texts', 'errors') : areaDir(area);
};
const read = (dir: string, language: 'zh' | 'en'): Texts => (existsSync(join(dir, `${language}.json`)) ? (JSON.parse(readFileSync(join(dir, `${language}.json`), 'utf8')) as Texts) : {});
const keyOf = (code: ErrorCode): string => messageKeyFor(code).replace(/^errors\./, '');

describe('error messages', () => {
  it.each([...ERROR_CODES])('%s has a Chinese and an English text, kept with its area', (code) => {
    const dir = dirOf(code);
    expect(read(dir, 'zh')[keyOf(code)]?.trim(), `${keyOf(code)} in ${dir}/zh.json`).toBeTruthy();
    expect(read(dir, 'en')[keyOf(code)]?.trim(), `${keyOf(code)} in ${dir}/en.json`).toBeTruthy();
  });

  it("keeps a code's text in its own place only (the shared file holds no area's, an area none of another's)", () => {
    const dirs = new Set([join(src, 'ui', 'texts', 'errors'), ...[...ERROR_TEXT_AREAS.keys()].map(areaDir)]);
    for (const code of ERROR_CODES) {
      for (const dir of dirs) {
        if (dir === dirOf(code)) continue;
        expect(Object.keys(read(dir, 'zh')), `${keyOf(code)} belongs in ${dirOf(code)}, not ${dir}`).not.toContain(keyOf(code));
        expect(Object.keys(read(dir, 'en')), `${keyOf(code)} belongs in ${dirOf(code)}, not ${dir}`).not.toContain(keyOf(code));
      }
    }
  });

  it('are found by the app for every area that declares codes', () => {
    const areas = new Set(ERROR_CODES.flatMap((code) => errorAreaOf(code) ?? []));
    expect([...ERROR_TEXT_AREAS.keys()].sort()).toEqual([...areas].sort());
  });
});
