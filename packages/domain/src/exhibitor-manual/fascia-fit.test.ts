import { describe, expect, it } from 'vitest';
import { fasciaBoardMm, fasciaFit, printWidthMm } from './fascia-fit';

describe('a fascia text at print size', () => {
  it('gives a 9 m² booth a 2.8 m board and an 18 m² booth a 5.8 m board', () => {
    expect(fasciaBoardMm(9)).toBe(2800);
    expect(fasciaBoardMm(18)).toBe(5800);
  });

  it('counts Chinese characters wide and Latin letters narrow', () => {
    expect(printWidthMm('示范')).toBe(400);
    expect(printWidthMm('Ab 1')).toBe(360);
  });

  it('says 14 Chinese characters fit a 9 m² board and 15 do not', () => {
    expect(fasciaFit('一'.repeat(14), 9).fits).toBe(true);
    expect(fasciaFit('一'.repeat(15), 9)).toEqual({ boardMm: 2800, textMm: 3000, fits: false });
  });

  it('says a long English name that overflows 9 m² fits 18 m²', () => {
    const name = 'Demo Electronics Company Limited';
    expect(fasciaFit(name, 9).fits).toBe(false);
    expect(fasciaFit(name, 18).fits).toBe(true);
  });
});
