// Quoting and writing ticket orders: the basket read, checked against the rules and priced on the
// server's clock; attendee details checked against each type's fields; a free order completes at once,
// any other waits 15 minutes for payment. An unpaid order can be changed (re-priced) or cancelled.
import type { DictionarySeed } from '../../data/dictionaries.data';
import { formProblem } from '../form-validation';
import type { LanguageType } from '../wire.types';
import { checkBasket, readBasket } from './basket-rules';
import { ownedBy, type Buyer } from '../kit/buyer';
import { COMMERCE, done, notFound, refused, type Outcome } from '../kit/commerce-failure';
import { fulfil } from './fulfilment';
import { isPayable, type Attendee, type OrderRecord } from './orders';
import { priceBasket, type BasketItem, type PricedBasket } from './pricing';
import type { TicketingState } from './ticketing-state';
import { typesOffered } from './ticket-types';

export interface Checkout {
  state: TicketingState;
  buyer: Buyer;
  language: LanguageType;
}

/** The request's fields, as a JSON body gives them. */
export type Body = Record<string, unknown>;

export const ORDER = { cn: '订单', en: 'Order' } as const;

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The basket of a request, checked and priced; an order being changed does not count against itself. */
function pricedBasket({ state, buyer, language }: Checkout, body: Body, now: number, exceptOrderId?: string): Outcome<{ items: BasketItem[]; priced: PricedBasket }> {
  if (!buyer.registered && !state.hasValidTicket(buyer.userId)) {
    return refused(COMMERCE.notRegistered, '您尚未完成登记，暂无可用门票', 'You have not completed the registration yet and there are no tickets available for use');
  }
  const items = readBasket(body.lines, state.catalogue, buyer.exhibitionId);
  if (!items.ok) return items;
  const checked = checkBasket(items.value, {
    now,
    catalogue: state.catalogue,
    held: state.holdings(buyer.userId, buyer.exhibitionId, now, exceptOrderId),
    taken: state.seatsTaken(now, exceptOrderId),
    language,
  });
  if (!checked.ok) return checked;
  const priced = priceBasket(items.value, textOf(body.discountCode), state.discountCodes, buyer.exhibitionId);
  return priced.ok ? done({ items: items.value, priced: priced.value }) : priced;
}

export function quote(checkout: Checkout, body: Body): Outcome<PricedBasket> {
  const basket = pricedBasket(checkout, body, checkout.state.now());
  return basket.ok ? done(basket.value.priced) : basket;
}

/** The details of each ticket whose type asks for them, checked as the registration form is. */
function readAttendees(raw: unknown, items: readonly BasketItem[], language: LanguageType, dictionaries: DictionarySeed): Outcome<Attendee[]> {
  const given = Array.isArray(raw) ? raw.filter(isRecord) : [];
  const attendees: Attendee[] = [];
  for (const { type, quantity } of items) {
    if (type.attendeeFields.length === 0) continue;
    const ofType = given.filter((a) => a.ticketTypeId === type.id);
    const asked = type.attendeeFields.some((field) => field.required);
    for (let index = 0; index < quantity; index += 1) {
      const entry = ofType[index];
      if (!entry && !asked) continue;
      const values = Object.fromEntries(type.attendeeFields.map((field) => [field.prop, textOf(isRecord(entry?.values) ? entry.values[field.prop] : undefined).trim()]));
      const problem = formProblem([...type.attendeeFields], values, dictionaries, language);
      if (problem) {
        const where = language === 'en' ? `Ticket ${index + 1} of "${type.nameEn}"` : `第 ${index + 1} 张「${type.name}」`;
        return refused(400, `${where}：${problem}`, `${where}: ${problem}`);
      }
      attendees.push({ ticketTypeId: type.id, values: Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '')) });
    }
  }
  return done(attendees);
}

export function createOrder(checkout: Checkout, body: Body, dictionaries: DictionarySeed): Outcome<OrderRecord> {
  const { state, buyer, language } = checkout;
  const now = state.now();
  const basket = pricedBasket(checkout, body, now);
  if (!basket.ok) return basket;
  const linkId = textOf(body.registerLinkId);
  const offered = typesOffered(state.catalogue, state.links, buyer.exhibitionId, linkId);
  if (basket.value.items.some(({ type }) => !offered.includes(type))) return refused(400, '该链接不提供所选票种', 'This link does not offer the chosen ticket');
  const attendees = readAttendees(body.attendees, basket.value.items, language, dictionaries);
  if (!attendees.ok) return attendees;
  const { lines, totalFen, discountCode } = basket.value.priced;
  const order = state.newOrder(
    {
      exhibitionId: buyer.exhibitionId,
      userId: buyer.userId,
      personId: buyer.personId,
      kind: 'ticket',
      orderStatus: 'reserved',
      paymentStatus: 'awaiting',
      lines,
      totalFen,
      ...(discountCode === undefined ? {} : { discountCode }),
      attendees: attendees.value,
      buyer: buyer.details,
    },
    now,
  );
  if (totalFen === 0) fulfil(state, order, 'not_required', now);
  return done(order);
}

/** The caller's unpaid ticket order, or why it cannot be paid or changed any more. */
export function openOrder(state: TicketingState, personId: string, orderId: string, now: number): Outcome<OrderRecord> {
  const order = ownedBy(state.orders.find(orderId), personId);
  if (!order) return notFound(ORDER);
  if (order.orderStatus === 'expired') return refused(COMMERCE.orderExpired, '订单已超时关闭，请重新下单', 'The order has expired: please order again');
  if (!isPayable(order, now)) return refused(COMMERCE.notPayable, '订单已支付或已取消', 'The order is already paid or cancelled');
  return done(order);
}

export function changeOrder(checkout: Checkout, body: Body): Outcome<OrderRecord> {
  const { state, buyer } = checkout;
  const now = state.now();
  const open = openOrder(state, buyer.personId, textOf(body.orderId), now);
  if (!open.ok) return open;
  const order = open.value;
  if (order.kind !== 'ticket') return notFound(ORDER);
  const basket = pricedBasket(checkout, body, now, order.orderId);
  if (!basket.ok) return basket;
  const { lines, totalFen, discountCode } = basket.value.priced;
  // A prepay was for the old amount: the next pay call makes a new one.
  state.prepays.drop(order);
  Object.assign(order, { lines, totalFen, discountCode, paymentStatus: 'awaiting' as const });
  order.attendees = order.attendees.filter((a) => lines.some((line) => line.ticketTypeId === a.ticketTypeId));
  if (totalFen === 0) fulfil(state, order, 'not_required', now);
  return done(order);
}

/** Cancels an unpaid order; cancelling a closed one again changes nothing; a completed one is refused. */
export function cancelOrder(state: TicketingState, personId: string, orderId: string): Outcome<OrderRecord> {
  state.now();
  const order = ownedBy(state.orders.find(orderId), personId);
  if (!order) return notFound(ORDER);
  if (order.orderStatus === 'completed') return refused(COMMERCE.notPayable, '订单已完成，不能取消', 'A completed order cannot be cancelled');
  if (order.orderStatus === 'reserved') order.orderStatus = 'cancelled';
  return done(order);
}
