import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../errors/error-codes';
import { messageKeyFor } from '../errors/error-catalogue';
import { DomainError } from '../errors/result';
import { errorTexts, messageOf } from './index';

describe('messageOf', () => {
  it.each([...ERROR_CODES])('words %s in Chinese and English', (code) => {
    const key = messageKeyFor(code).replace(/^errors\./, '');
    expect(errorTexts('zh')[key]?.trim(), `zh ${key}`).toBeTruthy();
    expect(errorTexts('en')[key]?.trim(), `en ${key}`).toBeTruthy();
    expect(messageOf(code, 'zh')).not.toMatch(/\{\{|\$t\(/);
    expect(messageOf(code, 'en')).not.toMatch(/\$t\(/);
  });

  it("fills a failure's params, in the language asked, Chinese by default", () => {
    const error = new DomainError('ORDER.QUANTITY_OUT_OF_RANGE', '数量错误', undefined, { params: { min: '1', max: '5' } });
    expect(messageOf(error, 'en')).toBe('Each order can have 1 to 5 of this ticket');
    expect(messageOf(error)).toContain('1');
    expect(messageOf(error)).toContain('5');
    expect(messageOf(error)).not.toContain('数量错误');
  });

  it("counts with the language's plural forms in a nested text", () => {
    expect(messageOf({ code: 'STAY.BEDS_EXCEEDED', params: { beds: '1' } }, 'en')).toBe('This room has 1 bed: it cannot take more people than that');
    expect(messageOf({ code: 'STAY.BEDS_EXCEEDED', params: { beds: '2' } }, 'en')).toBe('This room has 2 beds: it cannot take more people than that');
    expect(messageOf({ code: 'STAY.BEDS_EXCEEDED' }, 'en')).toBe('This room has  beds: it cannot take more people than that');
  });

  it("takes the session's 'cn' for Chinese", () => {
    expect(messageOf('AUTH.CODE_INVALID', 'cn')).toBe(messageOf('AUTH.CODE_INVALID', 'zh'));
  });

  it('words a code this version does not know as UNKNOWN', () => {
    expect(messageOf('NOT.A_CODE', 'en')).toBe(messageOf('UNKNOWN', 'en'));
  });
});
