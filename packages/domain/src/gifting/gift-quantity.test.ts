import { describe, expect, it } from 'vitest';
import { giftQuantityErrors } from './gift-quantity';

describe('the gift quantity', () => {
  it.each(['1', '3', '03'])('accepts %j when that many can be given', (text) => {
    expect(giftQuantityErrors(text, 3)).toEqual({});
  });

  it.each(['', '   '])('asks for a quantity when %j is typed', (text) => {
    expect(giftQuantityErrors(text, 3)).toEqual({ quantity: ['VALIDATION.REQUIRED'] });
  });

  it.each(['0', '00', '-1', '+1', '1.0', '1.5', '1e1', '0x2', ' 1', '1 ', '1 2', '二', 'abc'])(
    'refuses %j: only a positive whole number in plain digits',
    (text) => {
      expect(giftQuantityErrors(text, 5)).toEqual({ quantity: ['VALIDATION.GIFT_QUANTITY_INVALID'] });
    },
  );

  it('refuses more tickets than the caller can give', () => {
    expect(giftQuantityErrors('4', 3)).toEqual({ quantity: ['VALIDATION.OUT_OF_RANGE'] });
    expect(giftQuantityErrors('99999999999999999999', 3)).toEqual({ quantity: ['VALIDATION.OUT_OF_RANGE'] });
  });

  it('refuses any quantity when nothing can be given', () => {
    expect(giftQuantityErrors('1', 0)).toEqual({ quantity: ['VALIDATION.OUT_OF_RANGE'] });
  });
});
