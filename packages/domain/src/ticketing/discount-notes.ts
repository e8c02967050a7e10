// A discount code applies per line (docs/endpoints.md, spec §5 "a discount code may be unsupported for
// an item"): the quote says which lines it covers; these notes say why a line or the code got nothing,
// as error codes the app translates next to the line or under the code field.
import type { Quote } from './order.types';

export interface DiscountNote {
  readonly code: 'DISCOUNT.UNSUPPORTED' | 'DISCOUNT.UNKNOWN';
  /** The line the note is about; absent when it is about the code itself. */
  readonly ticketTypeId?: string;
}

/** An unknown code is one note about the code; a known one notes each line it does not cover. */
export const discountNotes = (quote: Pick<Quote, 'lines' | 'discountCode' | 'discountState'>): readonly DiscountNote[] => {
  if (quote.discountState === 'unknown') return [{ code: 'DISCOUNT.UNKNOWN' }];
  if (quote.discountCode === undefined || quote.discountCode.trim() === '') return [];
  return quote.lines
    .filter((line) => line.discountState === 'not_applicable')
    .map((line) => ({ code: 'DISCOUNT.UNSUPPORTED', ticketTypeId: line.ticketTypeId }));
};
