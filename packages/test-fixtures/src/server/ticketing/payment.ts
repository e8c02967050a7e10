// Paying an order with WeChat Pay, as the backend does it: order/pay makes (or reuses) the order's
// prepay and answers the JSAPI fields, the H5 cashier's address or the Native QR code's content
// (code_url, with the order's expiry); nothing to pay answers channel 'none'. The payment itself is settled by WeChat (here: the cashier page or the JSAPI double), and
// the order's state is what the client polls afterwards (never the client's "ok").
import { openOrder, ORDER, type Body } from './checkout';
import { ownedBy } from '../kit/buyer';
import { COMMERCE, done, notFound, refused, type Outcome } from '../kit/commerce-failure';
import { fulfil } from './fulfilment';
import { jsapiFields } from './jsapi-sign';
import { isPayable, toWireOrder, type OrderRecord } from './orders';
import { CODE_URL_PREFIX, H5_URL_TTL_MS, type PrepayRecord } from './prepays';
import type { PayStart, PaymentStatusReply } from './ticketing-wire.types';
import type { TicketingState } from './ticketing-state';

export interface PayContext {
  state: TicketingState;
  personId: string;
  /** The server's origin: the H5 cashier lives there. */
  origin: string;
  /** The official account's appId the JSAPI fields name. */
  appId: string;
  isAllowedRedirect(url: URL): boolean;
}

export const SETTLE_OUTCOMES = ['ok', 'cancel', 'fail'] as const;
export type SettleOutcome = (typeof SETTLE_OUTCOMES)[number];

export const cashierPath = (prepayId: string): string => `/__cashier?prepayId=${encodeURIComponent(prepayId)}`;

const parsedUrl = (text: string): URL | undefined => {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
};

/** Whether the order's ticket prices are still the catalogue's (else the buyer must quote again). */
const pricesHold = (state: TicketingState, order: OrderRecord): boolean =>
  order.kind !== 'ticket' || order.lines.every((line) => state.type(line.ticketTypeId)?.priceFen === line.unitFen);

export function startPayment({ state, personId, origin, appId, isAllowedRedirect }: PayContext, body: Body): Outcome<PayStart> {
  const now = state.now();
  const orderId = typeof body.orderId === 'string' ? body.orderId : '';
  const channel = body.channel;
  if (channel !== 'jsapi' && channel !== 'h5' && channel !== 'native') return refused(400, '不支持的支付方式', 'Unsupported payment channel');
  const returnUrl = typeof body.returnUrl === 'string' ? body.returnUrl : '';
  const back = parsedUrl(returnUrl);
  if ((channel === 'h5' || returnUrl !== '') && (!back || !isAllowedRedirect(back))) {
    return refused(400, 'returnUrl 不在允许的地址范围内', 'returnUrl is not on the allowed origins');
  }
  const order = ownedBy(state.orders.find(orderId), personId);
  if (order?.orderStatus === 'completed' && order.paymentStatus === 'not_required') return done({ channel: 'none' });
  const open = openOrder(state, personId, orderId, now);
  if (!open.ok) return open;
  if (!pricesHold(state, open.value)) return refused(COMMERCE.priceChanged, '票价已变更，请重新确认订单', 'The price has changed: please review the order again');
  const prepay = state.prepays.forOrder(open.value, now);
  prepay.channel = channel;
  if (channel === 'jsapi') return done({ channel, jsapi: jsapiFields(appId, prepay.prepayId, now) });
  if (channel === 'native') {
    const { expireTime, remainingSeconds } = toWireOrder(open.value, now);
    return done({ channel, codeUrl: state.prepays.codeUrlOf(prepay), expireTime, remainingSeconds, serverTime: now });
  }
  prepay.h5ExpiresAt = now + H5_URL_TTL_MS;
  return done({ channel, h5Url: `${origin}${cashierPath(prepay.prepayId)}` });
}

export function paymentStatus(state: TicketingState, personId: string, orderId: string): Outcome<PaymentStatusReply> {
  const now = state.now();
  const order = ownedBy(state.orders.find(orderId), personId);
  if (!order) return notFound(ORDER);
  return done({ orderId: order.orderId, orderStatus: order.orderStatus, paymentStatus: order.paymentStatus, serverTime: now });
}

/** A live prepay and its order (what the cashier page and the settle hook work on). */
export function livePrepay(state: TicketingState, prepayId: string): Outcome<{ prepay: PrepayRecord; order: OrderRecord; now: number }> {
  const now = state.now();
  const prepay = state.prepays.find(prepayId);
  const order = prepay && state.orders.find(prepay.orderId);
  if (!prepay || !order) return refused(400, '无效的预支付交易单', 'Unknown prepay_id');
  if (now >= prepay.expiresAt) return refused(400, '预支付交易单已过期', 'The prepay_id has expired');
  return done({ prepay, order, now });
}

/**
 * WeChat's side of a payment: ok pays the order (tickets issued), fail marks the attempt failed, cancel
 * leaves the order as it was. An order paid, closed or expired meanwhile takes no payment.
 */
export function settlePrepay(state: TicketingState, prepayId: string, outcome: SettleOutcome): Outcome<OrderRecord> {
  const live = livePrepay(state, prepayId);
  if (!live.ok) return live;
  const { prepay, order, now } = live.value;
  if (order.paymentStatus === 'received') return refused(COMMERCE.notPayable, '订单已支付', 'The order is already paid');
  if (outcome === 'cancel') return done(order);
  if (order.orderStatus === 'expired') return refused(COMMERCE.orderExpired, '订单已超时关闭', 'The order has expired');
  if (!isPayable(order, now)) return refused(COMMERCE.notPayable, '订单已关闭', 'The order is closed');
  if (outcome === 'fail') order.paymentStatus = 'failed';
  else fulfil(state, order, 'received', now, prepay.channel);
  return done(order);
}

/** The prepay a scanned Native QR code's content names, while it lives (what WeChat shows after the scan). */
export function scannedPrepay(state: TicketingState, codeUrl: string): Outcome<{ prepay: PrepayRecord; order: OrderRecord; now: number }> {
  const prepay = codeUrl.startsWith(CODE_URL_PREFIX) ? state.prepays.byCodeUrl(codeUrl) : undefined;
  if (!prepay) return refused(400, '二维码无效，请让商户重新生成', 'Unknown payment QR code: ask the merchant for a new one');
  return livePrepay(state, prepay.prepayId);
}

/**
 * WeChat's side of a scanned Native QR code: the payment comes through the Native channel whatever the
 * last pay call asked for, with the outcomes of {@link settlePrepay} (an order paid, closed or expired
 * meanwhile takes no payment).
 */
export function settleScan(state: TicketingState, codeUrl: string, outcome: SettleOutcome): Outcome<OrderRecord> {
  const scanned = scannedPrepay(state, codeUrl);
  if (!scanned.ok) return scanned;
  scanned.value.prepay.channel = 'native';
  return settlePrepay(state, scanned.value.prepay.prepayId, outcome);
}
