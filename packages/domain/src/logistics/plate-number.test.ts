import { describe, expect, it } from 'vitest';
import { isPlateNumber, normalisePlate, plateKindOf } from './plate-number';

describe('mainland licence plates', () => {
  it.each([
    ['粤B12345', 'ordinary'],
    ['京A·F0236', 'ordinary'],
    ['沪C 8K9P2', 'ordinary'],
    ['粤B1234学', 'ordinary'],
    ['粤Z1234港', 'ordinary'],
    ['粤BD12345', 'newEnergy'],
    ['沪AF01234', 'newEnergy'],
    ['浙AKA1234', 'newEnergy'],
    ['粤B12345D', 'newEnergy'],
    ['鲁Q12345F', 'newEnergy'],
    ['粤ｂ１２３４５', 'ordinary'],
  ])('%s is a plate (%s)', (plate, kind) => {
    expect(plateKindOf(plate)).toBe(kind);
  });

  it.each([
    ['', 'empty'],
    ['B12345', 'no province'],
    ['粤12345', 'no city letter'],
    ['粤I12345', 'the letter I'],
    ['粤B1234', 'too short'],
    ['粤B1234567', 'too long'],
    ['粤BO1234', 'the letter O'],
    ['粤BL12345', 'a new-energy plate with another letter than A–K'],
    ['粤BD1234A', 'a small new-energy plate ending in a letter'],
    ['粤B12345A', 'a large new-energy plate ending in another letter than D or F'],
    ['港B12345', 'not a province'],
    [12345, 'not text'],
  ])('%j is no plate (%s)', (plate: unknown, _why: string) => {
    expect(isPlateNumber(plate)).toBe(false);
  });

  it('keeps a plate in capitals without separators, full-width characters made plain', () => {
    expect(normalisePlate('粤b·12345')).toBe('粤B12345');
    expect(normalisePlate('粤Ｂ－ＤＦ１２３４')).toBe('粤BDF1234');
  });
});
