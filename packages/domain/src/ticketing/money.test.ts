import { describe, expect, it } from 'vitest';
import { compareMoney, formatMoney, isFree } from './money';

const cny = (amount: string) => ({ amount, currency: 'CNY' });

describe('isFree', () => {
  it.each(['0', '0.00', '000.000', '-0.00', ' 0.0 '])('takes %j as free', (amount) => {
    expect(isFree(cny(amount))).toBe(true);
  });

  it.each(['0.01', '128.00', '0.000000000000000001', '-1', '', 'free', '1e-3', '0x0', '.5'])(
    'takes %j as not free (something to pay, or an amount it cannot read)',
    (amount) => {
      expect(isFree(cny(amount))).toBe(false);
    },
  );

  it('does not take a missing amount as free', () => {
    expect(isFree({ amount: undefined as unknown as string })).toBe(false);
  });
});

describe('compareMoney', () => {
  it.each([
    ['128.00', '128', 0],
    ['128.5', '128.50', 0],
    ['99.99', '100.00', -1],
    ['100.01', '100.001', 1],
    ['9999999999999999.99', '9999999999999999.98', 1],
    ['0.1', '0.10000000000000001', -1],
    ['-5', '3', -1],
    ['-5', '-3', -1],
    ['-0.00', '0', 0],
    ['007.50', '7.5', 0],
  ] as const)('compares %s with %s exactly: %i', (a, b, expected) => {
    expect(compareMoney(cny(a), cny(b))).toBe(expected);
  });

  it('compares only amounts of one currency, whatever its spelling', () => {
    expect(compareMoney(cny('1.00'), { amount: '1.00', currency: ' cny ' })).toBe(0);
    expect(compareMoney(cny('1.00'), { amount: '1.00', currency: 'USD' })).toBeUndefined();
  });

  it('does not compare an amount it cannot read', () => {
    expect(compareMoney(cny('1.00'), cny('abc'))).toBeUndefined();
  });
});

describe('formatMoney', () => {
  it.each([
    [cny('128.00'), '¥128.00'],
    [cny('128'), '¥128.00'],
    [cny('0.5'), '¥0.50'],
    [cny('.5'), ''],
    [cny('0.125'), '¥0.125'],
    [cny('000'), '¥0.00'],
    [cny('-5.5'), '-¥5.50'],
    [{ amount: '88.00', currency: 'RMB' }, '¥88.00'],
    [{ amount: '12.5', currency: 'usd' }, 'USD 12.50'],
    [cny('12,80'), ''],
  ])('shows %j as %j', (money, shown) => {
    expect(formatMoney(money)).toBe(shown);
  });
});
