import { describe, expect, it } from 'vitest';
import { maskEmail } from './mask-email';
import { maskIdNumber } from './mask-id-number';
import { maskMiddle } from './mask-middle';
import { maskPhone } from './mask-phone';

describe('maskPhone', () => {
  it.each([
    ['a mainland mobile', '13800000004', '138****0004'],
    ['a mainland mobile with separators', '138 0000-0004', '138****0004'],
    ['a mainland mobile with +86', '+8613800000004', '+86 *******0004'],
    ['a Hong Kong number with a space', '+852 9123 4567', '+852 ****4567'],
    ['a US number written with 00', '0012025550123', '+1 ******0123'],
    ['a UK number', '+44 20 7946 0958', '+44 ******0958'],
    ['a short international number', '+8521234567', '+852 ****567'],
    ['a Beijing landline', '010-88886666', '010****6666'],
    ['a short value', '12345', '12**5'],
    ['two characters', '12', '1*'],
    ['one character', '1', '*'],
    ['an empty string', '', ''],
    ['blank text', '   ', ''],
    ['null', null, ''],
    ['undefined', undefined, ''],
    ['text that is no phone at all', 'call me', 'ca**me'],
  ])('masks %s', (_, value, expected) => {
    expect(maskPhone(value)).toBe(expected);
  });
});

describe('maskIdNumber', () => {
  it.each([
    ['a resident ID', '110105194912310021', '1101**********0021'],
    ['a resident ID ending in X', '11010519491231002X', '1101**********002X'],
    ['a passport number', 'E12345678', 'E12***678'],
    ['a 12-character permit', 'H12345678901', 'H12*****8901'],
    ['a short value', 'AB12', 'A**2'],
    ['an empty string', '', ''],
    ['undefined', undefined, ''],
  ])('masks %s', (_, value, expected) => {
    expect(maskIdNumber(value)).toBe(expected);
  });
});

describe('maskEmail', () => {
  it.each([
    ['an ordinary address', 'alice@example.com', 'a***e@example.com'],
    ['a long name, without revealing its length', 'visitor.number.one@example.com', 'v***e@example.com'],
    ['a two-letter name', 'al@example.com', 'a***@example.com'],
    ['a one-letter name', 'a@example.com', 'a***@example.com'],
    ['a CJK name', '张三丰@example.cn', '张***丰@example.cn'],
    ['an address with an @ in the quoted name', '"a@b"@example.com', '"***"@example.com'],
    ['text without @', 'alice', 'a***e'],
    ['text starting with @', '@example.com', '@**********m'],
    ['text ending with @', 'alice@', 'a****@'],
    ['an empty string', '', ''],
    ['null', null, ''],
  ])('masks %s', (_, value, expected) => {
    expect(maskEmail(value)).toBe(expected);
  });
});

describe('maskMiddle', () => {
  it('always hides at least a third of the value', () => {
    for (let length = 1; length <= 20; length += 1) {
      const masked = maskMiddle('x'.repeat(length), 4, 4);
      const hidden = [...masked].filter((c) => c === '*').length;
      expect(masked).toHaveLength(length);
      expect(hidden).toBeGreaterThanOrEqual(length / 3);
    }
  });
});
