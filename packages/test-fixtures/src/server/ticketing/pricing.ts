// The server prices every basket: unit prices from the catalogue, the discount code applied per line
// (a line it does not cover says so), totals in fen. The client only shows what comes back.
import { COMMERCE, done, refused, type Outcome } from '../kit/commerce-failure';
import { CURRENCY, percentOf, yuan } from '../kit/money';
import type { LineDiscountState, Quote, QuoteLine } from './ticketing-wire.types';
import type { TicketTypeRecord } from './ticket-types';

export interface DiscountCodeRecord {
  code: string;
  exhibitionId: string;
  percentOff: number;
  /** The only types the code takes money off. */
  ticketTypeIds: readonly string[];
}

/** One line as asked for, its type looked up. */
export interface BasketItem {
  type: TicketTypeRecord;
  quantity: number;
}

/** A priced line, in fen (lines of upgrades and journals are priced by their own modules). */
export interface PricedLine {
  ticketTypeId: string;
  name: string;
  nameEn: string;
  quantity: number;
  unitFen: number;
  discountFen: number;
  amountFen: number;
  discountState?: LineDiscountState;
}

export interface PricedBasket {
  lines: readonly PricedLine[];
  totalFen: number;
  discountCode?: string;
}

/** Codes are typed by people: compared without case and surrounding blanks. */
export const normaliseCode = (code: string): string => code.trim().toUpperCase();

/** A line at one price with no discount (an upgrade's difference, a catalogue, its shipping). */
export const plainLine = (ticketTypeId: string, name: string, nameEn: string, quantity: number, unitFen: number): PricedLine => ({
  ticketTypeId,
  name,
  nameEn,
  quantity,
  unitFen,
  discountFen: 0,
  amountFen: unitFen * quantity,
});

export const totalOf = (lines: readonly PricedLine[]): number => lines.reduce((sum, line) => sum + line.amountFen, 0);

/**
 * The basket priced with `codeText` (blank: no code). An unknown code is 4113; a known one that covers
 * nothing in the basket is 4103; otherwise each line says whether the code applied to it.
 */
export function priceBasket(items: readonly BasketItem[], codeText: string, codes: readonly DiscountCodeRecord[], exhibitionId: string): Outcome<PricedBasket> {
  const wanted = normaliseCode(codeText);
  const code = wanted === '' ? undefined : codes.find((c) => c.code === wanted && c.exhibitionId === exhibitionId);
  if (wanted !== '' && !code) return refused(COMMERCE.unknownDiscountCode, `优惠码 ${wanted} 无效`, `Discount code ${wanted} is not valid`);
  if (code && !items.some((item) => code.ticketTypeIds.includes(item.type.id))) {
    return refused(COMMERCE.discountNotApplicable, `优惠码 ${code.code} 不适用于所选票种`, `Discount code ${code.code} does not apply to any ticket in the basket`);
  }
  const lines = items.map(({ type, quantity }): PricedLine => {
    const line = plainLine(type.id, type.name, type.nameEn, quantity, type.priceFen);
    if (!code) return line;
    if (!code.ticketTypeIds.includes(type.id)) return { ...line, discountState: 'not_applicable' };
    const discountFen = percentOf(type.priceFen, code.percentOff) * quantity;
    return { ...line, discountFen, amountFen: line.amountFen - discountFen, discountState: 'applied' };
  });
  return done({ lines, totalFen: totalOf(lines), ...(code ? { discountCode: code.code } : {}) });
}

export const toWireLine = (line: PricedLine): QuoteLine => ({
  ticketTypeId: line.ticketTypeId,
  name: line.name,
  nameEn: line.nameEn,
  quantity: line.quantity,
  unitPrice: yuan(line.unitFen),
  discount: yuan(line.discountFen),
  amount: yuan(line.amountFen),
  ...(line.discountState === undefined ? {} : { discountState: line.discountState }),
});

export const toWireQuote = (basket: PricedBasket): Quote => ({
  lines: basket.lines.map(toWireLine),
  ...(basket.discountCode === undefined ? {} : { discountCode: basket.discountCode, discountState: 'applied' as const }),
  total: yuan(basket.totalFen),
  currency: CURRENCY,
});
