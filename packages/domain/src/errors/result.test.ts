import { describe, expect, it } from 'vitest';
import { DomainError, err, ok } from './result';

describe('Result and DomainError', () => {
  it('wraps a value as ok and an error as err', () => {
    expect(ok(3)).toEqual({ ok: true, value: 3 });
    const failure = err(new DomainError('UNKNOWN'));
    expect(failure.ok).toBe(false);
    expect(failure.error.code).toBe('UNKNOWN');
  });

  it('puts the server detail into the message and keeps the cause', () => {
    const cause = new Error('socket hang up');
    const error = new DomainError('SERVER.FAILURE', '库存不足', cause);
    expect(error.message).toBe('SERVER.FAILURE: 库存不足');
    expect(error.cause).toBe(cause);
    expect(error.name).toBe('DomainError');
    expect(new DomainError('NETWORK.TIMEOUT').message).toBe('NETWORK.TIMEOUT');
  });
});
