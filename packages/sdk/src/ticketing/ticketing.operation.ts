// What the ticketing operations share: the failures a basket can meet, and the way every area runs a
// call (operations/area-operation.ts, re-exported here for the ticketing use cases).
import type { ErrorCode } from '@fairpass/domain';
import type { BasketLine, BasketRequest } from '@fairpass/domain/ticketing';
import { optionalText } from '../operations/area-operation';

export { exhibitionOf, guarded, optionalText } from '../operations/area-operation';

/**
 * What the server can refuse a basket for, when pricing it or writing an order from it (wire codes
 * 4101–4106, 4109, 4112, 4113): the per-user limit, a conflict, a discount code it does not know or
 * that covers nothing in the basket, the sale's state, the per-order quantity and a visitor who has
 * neither a registration nor a ticket.
 */
export const BASKET_FAILURES = [
  'TICKET.LIMIT_REACHED',
  'TICKET.CONFLICT',
  'DISCOUNT.UNSUPPORTED',
  'DISCOUNT.UNKNOWN',
  'TICKET.SOLD_OUT',
  'TICKET.NOT_ON_SALE',
  'TICKET.SALE_ENDED',
  'ORDER.QUANTITY_OUT_OF_RANGE',
  'REGISTRATION.NOT_REGISTERED_NO_TICKETS',
] as const satisfies readonly ErrorCode[];

/** Bad input to an operation that names an id, a number or a list: missing, not a whole number ≥ 1, not one of the choices. */
export const INPUT_FAILURES = ['VALIDATION.REQUIRED', 'VALIDATION.NUMBER_INVALID', 'VALIDATION.OUT_OF_RANGE'] as const satisfies readonly ErrorCode[];

/** The basket as the server is sent it: each line's two fields, and the discount code when there is one. */
export const basketOf = (input: { readonly lines: readonly BasketLine[]; readonly discountCode?: string }): BasketRequest => ({
  lines: input.lines.map(({ ticketTypeId, quantity }) => ({ ticketTypeId, quantity })),
  discountCode: optionalText(input.discountCode),
});
