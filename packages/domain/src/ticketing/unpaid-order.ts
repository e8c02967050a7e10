// The unpaid order a buyer should finish before anything else (issue 28): once an order exists, every
// way into the shop (the basket, the ticket types, the user centre) leads to its pay step, and a second
// basket for the same types offers to continue it instead of making another order that holds the same
// seats twice.
import { canPay } from './order-actions';
import type { BasketLine, Order, OrderKind } from './order.types';

type UnpaidFacts = Pick<Order, 'kind' | 'orderStatus' | 'paymentStatus'>;

/** The orders a buyer pays from the ticket screens (a lead tool package is paid from the lead account). */
const PAID_FROM_THE_SHOP: ReadonlySet<OrderKind> = new Set<OrderKind>(['ticket', 'upgrade', 'journal']);

/**
 * The order to lead the buyer to: the first of `orders` (newest first, as the list comes) that is paid
 * from the shop, still owes its payment and has time left (`secondsLeftOf`, counted on the server's
 * clock); undefined when there is none.
 */
export const unpaidOrderOf = <T extends UnpaidFacts>(orders: readonly T[], secondsLeftOf: (order: T) => number): T | undefined =>
  orders.find((order) => PAID_FROM_THE_SHOP.has(order.kind) && canPay(order, secondsLeftOf(order)));

/** Whether an unpaid ticket order already holds some of the basket's types: the basket should offer to continue it. */
export const holdsBasketTypes = (order: Pick<Order, 'kind' | 'lines'>, lines: readonly BasketLine[]): boolean =>
  order.kind === 'ticket' && lines.some((line) => line.quantity > 0 && order.lines.some((held) => held.ticketTypeId === line.ticketTypeId));
