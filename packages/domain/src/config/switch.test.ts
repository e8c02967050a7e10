import { describe, expect, it } from 'vitest';
import { isOn } from './switch';

describe('isOn', () => {
  it.each([
    [1, true],
    ['1', true],
    [true, true],
    [0, false],
    ['0', false],
    ['', false],
    [null, false],
    [undefined, false],
    [2, false],
    ['yes', false],
  ])('reads the switch %j as %s', (value, expected) => expect(isOn(value)).toBe(expected));
});
