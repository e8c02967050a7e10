import { describe, expect, expectTypeOf, it } from 'vitest';
import { CLIENT_ERROR_CODES, COMMERCE_FAILURE_CODES, ERROR_CODES, type ErrorCode } from './error-codes';
import { CODE_SENDING_FAILURE_CODES, READ_ERROR_CODES, TOKEN_FAILURE_CODES, TRANSPORT_ERROR_CODES, type TransportErrorCode } from './error-code-groups';

describe('the error code groups', () => {
  it('are made of known codes, each once', () => {
    for (const group of [READ_ERROR_CODES, TRANSPORT_ERROR_CODES, TOKEN_FAILURE_CODES, CODE_SENDING_FAILURE_CODES, COMMERCE_FAILURE_CODES]) {
      for (const code of group) expect(ERROR_CODES).toContain(code);
      expect(new Set(group).size).toBe(group.length);
    }
  });

  it('lists what every HTTP call can fail with; a write may also meet its double in flight', () => {
    expect([...READ_ERROR_CODES].sort()).toEqual(
      ['AUTH.UNAUTHORIZED', 'NETWORK.EXCEPTION', 'NETWORK.TIMEOUT', 'REQUEST.ABORTED', 'SERVER.FAILURE', 'SERVER.SILENT', 'SESSION.NO_EXHIBITION', 'UNKNOWN'].sort(),
    );
    expect(TRANSPORT_ERROR_CODES).toEqual([...READ_ERROR_CODES, 'REQUEST.IN_FLIGHT']);
    for (const code of TRANSPORT_ERROR_CODES) expect(CLIENT_ERROR_CODES).toContain(code);
  });

  it('types a group as the union of its codes', () => {
    expectTypeOf<'REQUEST.IN_FLIGHT'>().toMatchTypeOf<TransportErrorCode>();
    expectTypeOf<TransportErrorCode>().toMatchTypeOf<ErrorCode>();
    expectTypeOf<'AUTH.CODE_INVALID'>().not.toMatchTypeOf<TransportErrorCode>();
  });
});
