// The basket as the screens hold it (ticket type → quantity) and as it is sent (lines of the types on
// offer, in the catalogue's order, quantities above zero).
import type { BasketLine, Order, TicketType } from '@fairpass/domain/ticketing';

export type Quantities = Readonly<Record<string, number>>;

export const linesOf = (quantities: Quantities, types: readonly TicketType[]): BasketLine[] =>
  types.flatMap((type) => {
    const quantity = quantities[type.id] ?? 0;
    return quantity > 0 ? [{ ticketTypeId: type.id, quantity }] : [];
  });

/** An unpaid order's lines as quantities, to change it. */
export const quantitiesOfOrder = (order: Pick<Order, 'lines'>): Quantities =>
  Object.fromEntries(order.lines.map((line) => [line.ticketTypeId, line.quantity]));

/** The types in the basket that ask for each ticket holder's details (then /ticketRegistration first). */
export const needsAttendees = (lines: readonly BasketLine[], types: readonly TicketType[]): boolean =>
  lines.some((line) => (types.find((type) => type.id === line.ticketTypeId)?.attendeeFields.length ?? 0) > 0);

/** A quantity typed into the box: whole numbers from 0, anything else is 0. */
export const quantityFromInput = (text: string, max: number): number => {
  const value = Number.parseInt(text, 10);
  return Number.isFinite(value) && value > 0 ? Math.min(value, max) : 0;
};
