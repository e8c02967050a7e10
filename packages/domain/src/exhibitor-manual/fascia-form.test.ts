import { describe, expect, it } from 'vitest';
import { emptyFasciaForm, fasciaErrors, fasciaFormOf, fasciaValuesOf, type FasciaForm } from './fascia-form';

const good: FasciaForm = {
  fasciaText: '示范电子',
  fasciaTextConfirm: '示范电子',
  fasciaTextEn: 'Demo Electronics',
  fasciaTextEnConfirm: 'Demo Electronics',
  shelves: '8',
  hangingRods: '2',
  flowTableSets: '2',
};

describe('one booth fascia as typed', () => {
  it('accepts both texts confirmed, items within the allowance and 1–3 flow-table sets', () => {
    expect(fasciaErrors(good, 9)).toEqual({});
  });

  it.each([
    ['the Chinese text typed differently', { fasciaTextConfirm: '示范电器' }, 'fasciaTextConfirm', 'VALIDATION.FASCIA_MISMATCH'],
    ['the English text typed differently', { fasciaTextEnConfirm: 'Demo Electronic' }, 'fasciaTextEnConfirm', 'VALIDATION.FASCIA_MISMATCH'],
    ['no Chinese text', { fasciaText: ' ', fasciaTextConfirm: '' }, 'fasciaText', 'VALIDATION.REQUIRED'],
    ['no English text', { fasciaTextEn: '', fasciaTextEnConfirm: '' }, 'fasciaTextEn', 'VALIDATION.REQUIRED'],
    ['11 items on 9 m²', { shelves: '9', hangingRods: '2' }, 'hangingRods', 'VALIDATION.FASCIA_ITEMS_LIMIT'],
    ['a fraction of a shelf', { shelves: '1.5' }, 'shelves', 'VALIDATION.NUMBER_INVALID'],
    ['no flow table', { flowTableSets: '0' }, 'flowTableSets', 'VALIDATION.OUT_OF_RANGE'],
    ['four flow-table sets', { flowTableSets: '4' }, 'flowTableSets', 'VALIDATION.OUT_OF_RANGE'],
  ] as const)('refuses %s', (_name, change, field, code) => {
    expect(fasciaErrors({ ...good, ...change }, 9)[field]).toEqual([code]);
  });

  it.each([
    [9, 10, 11],
    [18, 20, 21],
    [27, 30, 31],
    [36, 30, 31],
  ])('on %i m² allows %i shelves and rods together, not %i', (area, most, tooMany) => {
    expect(fasciaErrors({ ...good, shelves: String(most), hangingRods: '0' }, area)).toEqual({});
    expect(fasciaErrors({ ...good, shelves: String(tooMany - 1), hangingRods: '1' }, area).hangingRods).toEqual(['VALIDATION.FASCIA_ITEMS_LIMIT']);
  });

  it('sends trimmed texts and whole counts, and reads saved values back as typed', () => {
    const values = fasciaValuesOf({ ...good, fasciaText: ' 示范电子 ', shelves: 'x' });
    expect(values).toMatchObject({ fasciaText: '示范电子', shelves: 0, hangingRods: 2, flowTableSets: 2 });
    expect(fasciaFormOf(fasciaValuesOf(good))).toEqual(good);
    expect(fasciaFormOf(undefined)).toEqual(emptyFasciaForm());
  });
});
