import { describe, expect, it } from 'vitest';
import { registerAreaErrors } from './area-error-registry';
import { errorAreaOf, messageKeyFor } from './error-catalogue';
import { isErrorCode, type ErrorCode } from './error-codes';
import { readCommerceFailure } from './commerce-failures';

describe("the areas' failures known at run time", () => {
  // A made-up area, so the test does not depend on which real areas other files made known.
  const code = 'REGISTRY_TEST.REFUSED' as ErrorCode;

  it('knows an area’s code, its message key, its area and its wire row only once the area is added', () => {
    expect(isErrorCode(code)).toBe(false);
    expect(readCommerceFailure(9901, { name: 'x' })).toBeUndefined();
    expect(messageKeyFor(code)).toBe(messageKeyFor('UNKNOWN'));

    registerAreaErrors('registry-test', {
      codes: { [code]: { messageKey: 'errors.registry_test_refused', params: ['name'] } },
      wire: { 9901: { code, params: ['name'] } },
    });

    expect(isErrorCode(code)).toBe(true);
    expect(messageKeyFor(code)).toBe('errors.registry_test_refused');
    expect(errorAreaOf(code)).toBe('registry-test');
    expect(readCommerceFailure(9901, { name: 'x' })).toEqual({ code, params: { name: 'x' } });
  });

  it('knows the shared codes without any area', () => {
    expect(isErrorCode('AUTH.CODE_INVALID')).toBe(true);
    expect(messageKeyFor('AUTH.CODE_INVALID')).toMatch(/^errors\./);
    expect(errorAreaOf('AUTH.CODE_INVALID')).toBeUndefined();
  });
});
