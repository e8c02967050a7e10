import { describe, expect, it } from 'vitest';
import { isReportableError } from './error-reporting';

describe('isReportableError', () => {
  it.each([
    ['a 200 envelope', { code: 200, data: null }, false],
    ['a string "200" envelope', { code: '200' }, false],
    ['a body with retCode 0', { retCode: 0 }, false],
    ['a 200 envelope with retCode 0', { code: 200, retCode: '0' }, false],
    ['the bare token body', { access_token: 'x' }, false],
    ['a null code', { code: null, retCode: null }, false],
    ['no body at all', undefined, false],
    ['a text body', 'OK', false],
    ['a 500 envelope', { code: 500 }, true],
    ['a 1000 envelope, which the hook does not know as success', { code: 1000 }, true],
    ['a non-numeric code', { code: 'oops' }, true],
    ['a retCode other than 0', { code: 200, retCode: 3 }, true],
    ['a string retCode other than 0', { retCode: '-1' }, true],
  ])('%s → %s', (_, body, expected) => {
    expect(isReportableError(body)).toBe(expected);
  });
});
