// Parity: the contract server's copy of the fascia rules answers as the domain's does, row by row.
import { fasciaErrors, fasciaFormOf, freeFasciaItemLimit } from '@fairpass/domain/exhibitor-manual';
import { describe, expect, it } from 'vitest';
import { fasciaProblem, freeItemsFor } from './exhibitor-manual-rules';

const good = { fasciaText: '示范电子', fasciaTextConfirm: '示范电子', fasciaTextEn: 'Demo', fasciaTextEnConfirm: 'Demo', shelves: 8, hangingRods: 2, flowTableSets: 1 };

describe('the server keeps the domain rules of the fascia', () => {
  it.each([0, 8.9, 9, 17, 18, 26.5, 27, 36, 300])('the free allowance of %s m²', (area) => {
    expect(freeItemsFor(area)).toBe(freeFasciaItemLimit(area));
  });

  it.each([
    ['valid', good, 9],
    ['zh mismatch', { ...good, fasciaTextConfirm: '示范' }, 9],
    ['en mismatch', { ...good, fasciaTextEnConfirm: 'Dem' }, 9],
    ['no en', { ...good, fasciaTextEn: '', fasciaTextEnConfirm: '' }, 9],
    ['11 on 9 m²', { ...good, shelves: 9 }, 9],
    ['21 on 18 m²', { ...good, shelves: 19 }, 18],
    ['20 on 18 m²', { ...good, shelves: 18 }, 18],
    ['no flow table', { ...good, flowTableSets: 0 }, 9],
    ['4 flow tables', { ...good, flowTableSets: 4 }, 9],
    ['3 flow tables', { ...good, flowTableSets: 3 }, 9],
  ])('%s', (_name, values, area) => {
    const domain = fasciaErrors(fasciaFormOf(values), area);
    expect(fasciaProblem(values, area) === undefined).toBe(Object.keys(domain).length === 0);
  });
});
