import { describe, expect, it } from 'vitest';
import { discountNotes } from './discount-notes';
import type { QuoteLine } from './order.types';

const line = (ticketTypeId: string, discountState?: QuoteLine['discountState']): QuoteLine => ({
  ticketTypeId,
  name: ticketTypeId,
  nameEn: ticketTypeId,
  quantity: 1,
  unitPrice: '128.00',
  discount: discountState === 'applied' ? '28.00' : '0.00',
  amount: discountState === 'applied' ? '100.00' : '128.00',
  ...(discountState === undefined ? {} : { discountState }),
});

describe('discountNotes', () => {
  it('notes each line a known code does not cover, and none it covers', () => {
    const quote = { discountCode: 'FAIR2026', discountState: 'applied', lines: [line('vip', 'applied'), line('visitor', 'not_applicable')] } as const;
    expect(discountNotes(quote)).toEqual([{ code: 'DISCOUNT.UNSUPPORTED', ticketTypeId: 'visitor' }]);
  });

  it('notes every line when the code covers nothing in the basket', () => {
    const quote = { discountCode: 'FAIR2026', discountState: 'not_applicable', lines: [line('a', 'not_applicable'), line('b', 'not_applicable')] } as const;
    expect(discountNotes(quote).map((note) => note.ticketTypeId)).toEqual(['a', 'b']);
  });

  it('says once that an unknown code is unknown, not per line', () => {
    expect(discountNotes({ discountCode: 'NOPE', discountState: 'unknown', lines: [line('a', 'not_applicable')] })).toEqual([{ code: 'DISCOUNT.UNKNOWN' }]);
  });

  it('has nothing to say without a code', () => {
    expect(discountNotes({ lines: [line('a')] })).toEqual([]);
    expect(discountNotes({ discountCode: ' ', lines: [line('a', 'not_applicable')] })).toEqual([]);
  });
});
