// The orders store. The four axes of Hi.Events stay apart (order, payment, refund; entry lives on the
// ticket). An unpaid order is payable for 15 minutes of the server's clock, then the backend closes
// it itself (expireDue). Records are copied shallowly on reset, so their lists are replaced, never
// pushed to.
import { beijingTime } from '../kit/beijing-time';
import type { BuyerDetails } from '../kit/buyer';
import { CURRENCY, yuan } from '../kit/money';
import { toWireLine, type PricedLine } from './pricing';
import { RecordList } from '../kit/record-list';
import type { DeliveryAddress, Order, OrderHolder, OrderKind, OrderStatus, PayChannel, PaymentStatus, RefundReason, RefundStatus } from './ticketing-wire.types';

/** Hi.Events' default order timeout (pretix reserves 30 minutes). */
export const ORDER_TIMEOUT_MS = 15 * 60 * 1000;

/** The holder details a ticket of one type asks for, one entry per ticket. */
export interface Attendee {
  ticketTypeId: string;
  values: Readonly<Record<string, string>>;
}

/** A whole-order refund asked for (refunds.ts): why, and when it settles on the server clock. */
export interface RefundRecord {
  reason: RefundReason;
  reasonText?: string;
  appliedAt: number;
  settlesAt: number;
}

export interface OrderRecord {
  orderId: string;
  orderNo: string;
  exhibitionId: string;
  userId: string;
  personId: string;
  kind: OrderKind;
  /** An upgrade's: the order of the ticket it replaces. */
  parentOrderId?: string;
  /** An upgrade's: the ticket it replaces. */
  upgradeOf?: string;
  orderStatus: OrderStatus;
  paymentStatus: PaymentStatus;
  refundStatus: RefundStatus;
  lines: readonly PricedLine[];
  totalFen: number;
  /** ISO 4217; CNY unless set (an order in another currency cannot be invoiced). */
  currency?: string;
  discountCode?: string;
  createdAt: number;
  expiresAt: number;
  ticketIds: readonly string[];
  attendees: readonly Attendee[];
  buyer: BuyerDetails;
  address?: DeliveryAddress;
  /** The WeChat prepay of this order (payments.ts); paying again reuses it. */
  prepayId?: string;
  /** The latest refund asked for, while `refundStatus` is not 'none'. */
  refund?: RefundRecord;
  /** When WeChat settled the payment, and through which channel (issue 28: the receipt says both). */
  paidAt?: number;
  paidChannel?: PayChannel;
}

/** Who holds a ticket: the details given for it, the buyer's where none were. */
export type Holder = { holderName: string; holderPhone: string; holderEmail?: string };

/** The holder of the `index`-th ticket of a type in the order (an upgrade's attendee is its ticket's holder). */
export function holderOf(order: Pick<OrderRecord, 'attendees' | 'buyer'>, ticketTypeId: string, index: number): Holder {
  const values = order.attendees.filter((a) => a.ticketTypeId === ticketTypeId)[index]?.values ?? {};
  const fullName = [values.firstName, values.lastName].filter((part) => part?.trim()).join(' ');
  const email = values.email || order.buyer.email;
  return {
    holderName: values.name || fullName || order.buyer.name,
    holderPhone: values.phone || order.buyer.phone,
    ...(email ? { holderEmail: email } : {}),
  };
}

/** One holder per ticket of a ticket or upgrade order, in line order; none for a catalogue or a package. */
export function holdersOf(order: OrderRecord): OrderHolder[] {
  if (order.kind !== 'ticket' && order.kind !== 'upgrade') return [];
  return order.lines.flatMap((line) =>
    Array.from({ length: line.quantity }, (_, index) => {
      const { holderName, holderPhone } = holderOf(order, line.ticketTypeId, index);
      return { ticketTypeId: line.ticketTypeId, name: holderName, phone: holderPhone };
    }),
  );
}

/** Open for payment: reserved, not paid, and still inside its time. */
export const isPayable = (order: OrderRecord, now: number): boolean =>
  order.orderStatus === 'reserved' && (order.paymentStatus === 'awaiting' || order.paymentStatus === 'failed') && now < order.expiresAt;

/** Whether the order holds its seats: paid, or unpaid and still open. */
export const holdsSeats = (order: OrderRecord, now: number): boolean => order.orderStatus === 'completed' || isPayable(order, now);

export class OrderStore extends RecordList<OrderRecord> {
  constructor(seeded: readonly OrderRecord[]) {
    super(seeded, (order) => order.orderId);
  }

  /** A user's orders on one exhibition, newest first. */
  ofUser(userId: string, exhibitionId: string): OrderRecord[] {
    return this.all.filter((o) => o.userId === userId && o.exhibitionId === exhibitionId).reverse();
  }

  /** Closes every unpaid order whose time has run out (the backend's own job, not the client's). */
  expireDue(now: number): void {
    for (const order of this.all) {
      if (order.orderStatus === 'reserved' && order.paymentStatus !== 'received' && now >= order.expiresAt) order.orderStatus = 'expired';
    }
  }
}

export function toWireOrder(order: OrderRecord, now: number): Order {
  return {
    orderId: order.orderId,
    orderNo: order.orderNo,
    exhibitionId: order.exhibitionId,
    kind: order.kind,
    ...(order.parentOrderId === undefined ? {} : { parentOrderId: order.parentOrderId }),
    orderStatus: order.orderStatus,
    paymentStatus: order.paymentStatus,
    refundStatus: order.refundStatus,
    lines: order.lines.map(toWireLine),
    total: yuan(order.totalFen),
    currency: order.currency ?? CURRENCY,
    ...(order.discountCode === undefined ? {} : { discountCode: order.discountCode }),
    createTime: beijingTime(order.createdAt),
    expireTime: beijingTime(order.expiresAt),
    serverTime: now,
    remainingSeconds: isPayable(order, now) ? Math.ceil((order.expiresAt - now) / 1000) : 0,
    ticketIds: [...order.ticketIds],
    ...(order.address === undefined ? {} : { address: { ...order.address } }),
    ...(order.paidAt === undefined ? {} : { payTime: beijingTime(order.paidAt) }),
    ...(order.paidChannel === undefined ? {} : { payChannel: order.paidChannel }),
    holders: holdersOf(order),
  };
}
