import { ERROR_CODES, messageKeyFor } from '@fairpass/domain';
import { describe, expect, it } from 'vitest';
import en from './errors/en.json';
import zh from './errors/zh.json';

const textOf = (resources: Record<string, string>, code: (typeof ERROR_CODES)[number]) =>
  resources[messageKeyFor(code).replace(/^errors\./, '')];

describe('error messages', () => {
  it.each(ERROR_CODES)('%s has a Chinese and an English text', (code) => {
    expect(textOf(zh, code)?.trim()).toBeTruthy();
    expect(textOf(en, code)?.trim()).toBeTruthy();
  });

  it('keeps the two languages on the same keys', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
  });
});
