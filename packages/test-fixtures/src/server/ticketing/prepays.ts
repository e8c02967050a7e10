// WeChat prepays: one per order and amount. Paying again reuses the order's prepay while it lives (a
// prepay_id lives 2 hours); an H5 cashier address is good for 5 minutes from the pay call that gave it;
// a Native code_url (the QR code) is the prepay's for as long as it lives, whatever channel is used.
import { randomBytes } from 'node:crypto';
import { beijingTime } from '../kit/beijing-time';
import type { OrderRecord } from './orders';
import type { PayChannel } from './ticketing-wire.types';

export const PREPAY_TTL_MS = 2 * 3600 * 1000;
export const H5_URL_TTL_MS = 5 * 60 * 1000;

export interface PrepayRecord {
  prepayId: string;
  orderId: string;
  amountFen: number;
  createdAt: number;
  expiresAt: number;
  /** Until when the last H5 address handed out for it works. */
  h5ExpiresAt: number;
  /** The channel of the last `order/pay` call for it: what WeChat settles it as. */
  channel?: PayChannel;
  /** Native pay's `weixin://wxpay/bizpayurl?pr=…`, made by the first Native pay call. */
  codeUrl?: string;
}

export const CODE_URL_PREFIX = 'weixin://wxpay/bizpayurl?pr=';

/** `wx` + the Beijing time to the second + hex, as WeChat's prepay ids look. */
const newPrepayId = (now: number): string => `wx${beijingTime(now).replace(/\D/g, '')}${randomBytes(10).toString('hex')}`;

export class PrepayStore {
  private readonly byId = new Map<string, PrepayRecord>();

  find(prepayId: string): PrepayRecord | undefined {
    return this.byId.get(prepayId);
  }

  /** The order's live prepay for its current amount, or a new one (which the order then keeps). */
  forOrder(order: OrderRecord, now: number): PrepayRecord {
    const current = order.prepayId === undefined ? undefined : this.byId.get(order.prepayId);
    if (current && now < current.expiresAt && current.amountFen === order.totalFen) return current;
    const prepay: PrepayRecord = { prepayId: newPrepayId(now), orderId: order.orderId, amountFen: order.totalFen, createdAt: now, expiresAt: now + PREPAY_TTL_MS, h5ExpiresAt: now };
    this.byId.set(prepay.prepayId, prepay);
    order.prepayId = prepay.prepayId;
    return prepay;
  }

  /** The prepay a Native QR code's content belongs to (what scanning it finds). */
  byCodeUrl(codeUrl: string): PrepayRecord | undefined {
    for (const prepay of this.byId.values()) if (prepay.codeUrl === codeUrl) return prepay;
    return undefined;
  }

  /** The prepay's QR code content, made once (WeChat answers the same code_url for the same prepay). */
  codeUrlOf(prepay: PrepayRecord): string {
    prepay.codeUrl ??= `${CODE_URL_PREFIX}${randomBytes(6).toString('base64url')}`;
    return prepay.codeUrl;
  }

  /** The order no longer takes payment at its old amount (changed, cancelled). */
  drop(order: OrderRecord): void {
    if (order.prepayId !== undefined) this.byId.delete(order.prepayId);
    order.prepayId = undefined;
  }
}
