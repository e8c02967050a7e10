// What a user already has of each ticket type across all their orders, for the per-user limit and the
// conflicts of basket-rules.ts: the tickets they hold, plus the lines of their open orders, whose
// tickets are not issued yet.
import type { Order } from './order.types';
import type { Ticket } from './ticket.types';

export interface Holding {
  readonly ticketTypeId: string;
  readonly quantity: number;
  /** The type's names, for a conflict's message when the type is not on the screen. */
  readonly name?: string;
  readonly nameEn?: string;
}

type HeldTicket = Pick<Ticket, 'ticketTypeId' | 'issueStatus' | 'name' | 'nameEn'>;
type OpenOrder = Pick<Order, 'orderId' | 'kind' | 'orderStatus' | 'lines'>;

/**
 * Sums the held quantities per type. A revoked ticket has been replaced (lost badge, upgrade) or
 * refunded, so it does not count; a locked one (given away, unclaimed) still does. Only reserved ticket
 * orders add their lines: a completed order is counted by its tickets. Leave out the order being
 * changed (`exceptOrderId`), whose lines the basket replaces.
 */
export const holdingsOf = (tickets: readonly HeldTicket[], orders: readonly OpenOrder[] = [], exceptOrderId?: string): readonly Holding[] => {
  const held = new Map<string, Holding>();
  const add = (ticketTypeId: string, quantity: number, name: string, nameEn: string) => {
    const quantityBefore = held.get(ticketTypeId)?.quantity ?? 0;
    held.set(ticketTypeId, { ticketTypeId, quantity: quantityBefore + quantity, name, nameEn });
  };
  for (const ticket of tickets) if (ticket.issueStatus !== 'revoked') add(ticket.ticketTypeId, 1, ticket.name, ticket.nameEn);
  for (const order of orders) {
    if (order.orderId === exceptOrderId || order.kind !== 'ticket' || order.orderStatus !== 'reserved') continue;
    for (const line of order.lines) add(line.ticketTypeId, line.quantity, line.name, line.nameEn);
  }
  return [...held.values()];
};
