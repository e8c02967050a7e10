import { describe, expect, it } from 'vitest';
import { CARDS_PER_SHEET, printSelection, printSheets } from './print-codes';

const card = (n: number, entryCode = `FP-${n}`) => ({ memberId: `m-${n}`, name: `成员${n}`, teamName: '一队', entryCode });

describe('printable entry codes', () => {
  it('fill sheets of six cards, the last one shorter', () => {
    const cards = Array.from({ length: 14 }, (_, i) => card(i));
    const sheets = printSheets(cards);
    expect(sheets.map((sheet) => sheet.length)).toEqual([CARDS_PER_SHEET, CARDS_PER_SHEET, 2]);
    expect(sheets.flat()).toEqual(cards);
    expect(printSheets([])).toEqual([]);
  });

  it('refuse a sheet size that is not a whole number of cards', () => {
    expect(() => printSheets([card(1)], 0)).toThrow(RangeError);
    expect(() => printSheets([card(1)], 2.5)).toThrow(RangeError);
  });

  it('list a member without a code yet among those who cannot be printed', () => {
    const selection = printSelection({
      cards: [card(1), card(2, ' ')],
      notPrintable: [{ memberId: 'm-3', name: '成员3', teamName: '二队', reviewState: 'rejected' }],
    });
    expect(selection.cards.map((c) => c.memberId)).toEqual(['m-1']);
    expect(selection.notPrintable.map((m) => [m.memberId, m.reviewState])).toEqual([
      ['m-3', 'rejected'],
      ['m-2', 'pending'],
    ]);
  });
});
