import { describe, expect, it } from 'vitest';
import { forgetWriteKey, writeKeyFor } from './write-key';

describe('the key of a write meant once', () => {
  it('is the same for the same content, across calls (a double tap, a retry, a reload)', () => {
    const basket = [{ ticketTypeId: 'vip', quantity: 1 }];
    expect(writeKeyFor('order', basket)).toBe(writeKeyFor('order', [{ ticketTypeId: 'vip', quantity: 1 }]));
  });

  it('is new when the content changes or the write was answered', () => {
    const first = writeKeyFor('order', [{ ticketTypeId: 'vip', quantity: 1 }]);
    const changed = writeKeyFor('order', [{ ticketTypeId: 'vip', quantity: 2 }]);
    expect(changed).not.toBe(first);
    forgetWriteKey('order');
    expect(writeKeyFor('order', [{ ticketTypeId: 'vip', quantity: 2 }])).not.toBe(changed);
  });
});
