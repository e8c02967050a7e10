// Quotes, orders and the start of a payment as the wire sends them (docs/endpoints.md "Ticketing").
// Amounts are decimal yuan as text and every one of them comes from the server.
import type { OrderStatus, PaymentStatus, RefundStatus } from './status-axes';
import type { SaleState } from './ticket-type.types';

/** One line of what the user asks for: the basket, a quote's or an order's input. */
export interface BasketLine {
  readonly ticketTypeId: string;
  readonly quantity: number;
}

/** Whether the discount code covers a line; a line it does not cover says `not_applicable`. */
export type LineDiscountState = 'applied' | 'not_applicable';
/** The code as a whole: `unknown` when the server does not know it at all. */
export type DiscountState = LineDiscountState | 'unknown';

export interface QuoteLine {
  readonly ticketTypeId: string;
  readonly name: string;
  readonly nameEn: string;
  readonly quantity: number;
  readonly unitPrice: string;
  readonly discount: string;
  readonly amount: string;
  readonly discountState?: LineDiscountState;
}

export interface Quote {
  readonly lines: readonly QuoteLine[];
  readonly discountCode?: string;
  readonly discountState?: DiscountState;
  readonly total: string;
  readonly currency: string;
}

/**
 * A ticket order, an upgrade, the printed catalogue, a lead tool package (issue 17), or an exhibitor's
 * booth services, advertising or interpreters (issue 30, `@fairpass/domain/exhibitor-services`), or extra
 * passes beyond a company's quota (issue 31, `@fairpass/domain/exhibitor-people`); all paid alike.
 */
export type OrderKind = 'ticket' | 'upgrade' | 'journal' | 'package' | 'service' | 'ads' | 'translation' | 'credential';

export interface DeliveryAddress {
  readonly name: string;
  readonly phone: string;
  readonly province: string;
  readonly city: string;
  readonly district: string;
  readonly detail: string;
}

/** Who holds one ticket of an order: the details given on the holders' page, the buyer's where none were. */
export interface OrderHolder {
  readonly ticketTypeId: string;
  readonly name: string;
  readonly phone: string;
}

export interface Order {
  readonly orderId: string;
  readonly orderNo: string;
  readonly exhibitionId: string;
  readonly kind: OrderKind;
  /** The order an upgrade belongs to. */
  readonly parentOrderId?: string;
  readonly orderStatus: OrderStatus;
  readonly paymentStatus: PaymentStatus;
  readonly refundStatus: RefundStatus;
  readonly lines: readonly QuoteLine[];
  /** For an upgrade, the difference. */
  readonly total: string;
  readonly currency: string;
  readonly discountCode?: string;
  /** `yyyy-MM-dd HH:mm:ss`, Beijing time. */
  readonly createTime: string;
  readonly expireTime: string;
  /** The server's clock when it answered (epoch ms). */
  readonly serverTime: number;
  /** Seconds left to pay at `serverTime`; 0 once the order cannot be paid. */
  readonly remainingSeconds: number;
  readonly ticketIds: readonly string[];
  /** Where a journal order is sent. */
  readonly address?: DeliveryAddress;
  /** When the payment was received (`yyyy-MM-dd HH:mm:ss`, Beijing time); absent while unpaid and for a free order. */
  readonly payTime?: string;
  /** The WeChat Pay channel the payment came through; absent while unpaid and for a free order. */
  readonly payChannel?: PayChannel;
  /** One per ticket of a ticket order (an upgrade's: its ticket's holder); none for a catalogue or a package. */
  readonly holders?: readonly OrderHolder[];
}

/**
 * How WeChat Pay is started: `jsapi` inside WeChat (the payment sheet), `h5` in any other mobile browser
 * (WeChat's H5 cashier), `native` on a desktop page (a QR code the buyer scans with WeChat on the phone).
 */
export type PayChannel = 'jsapi' | 'h5' | 'native';

/** The six fields WeixinJSBridge's getBrandWCPayRequest takes, as the server signed them. */
export interface JsapiPayFields {
  readonly appId: string;
  readonly timeStamp: string;
  readonly nonceStr: string;
  /** `prepay_id=…` */
  readonly package: string;
  readonly signType: string;
  readonly paySign: string;
}

/**
 * WeChat Pay's Native channel: `codeUrl` (`weixin://wxpay/bizpayurl?pr=…`) is drawn as a QR code that
 * the buyer scans with WeChat; the page then polls `order/payStatus` until the order is paid, closed or
 * expired. The code works as long as the order can be paid: until `expireTime`, `remainingSeconds`
 * after `serverTime`.
 */
export interface NativePayStart {
  readonly channel: 'native';
  readonly codeUrl: string;
  /** The order's last moment to pay (`yyyy-MM-dd HH:mm:ss`, Beijing time). */
  readonly expireTime: string;
  /** Seconds left to pay at `serverTime`. */
  readonly remainingSeconds: number;
  /** The server's clock when it answered (epoch ms). */
  readonly serverTime: number;
}

/**
 * What `order/pay` answers: nothing to pay, the JSAPI fields, the H5 cashier (valid 5 minutes; the SDK
 * hands it out with `redirect_url` already appended), or the Native QR code's content.
 */
export type PayStart =
  | { readonly channel: 'none' }
  | { readonly channel: 'jsapi'; readonly jsapi: JsapiPayFields }
  | { readonly channel: 'h5'; readonly h5Url: string }
  | NativePayStart;

/** What `order/payStatus` answers: the poll after any client-side payment result. */
export interface PaymentStatusReply {
  readonly orderId: string;
  readonly orderStatus: OrderStatus;
  readonly paymentStatus: PaymentStatus;
  readonly serverTime: number;
}

/** A higher type a ticket can be exchanged for, paying only `difference`. */
export interface UpgradeOption {
  readonly ticketTypeId: string;
  readonly name: string;
  readonly nameEn: string;
  readonly price: string;
  readonly difference: string;
  readonly currency: string;
}

/** The exhibition catalogue for sale (`RC journal/list`). */
export interface Journal {
  readonly id: string;
  readonly name: string;
  readonly nameEn: string;
  readonly description: string;
  readonly descriptionEn: string;
  readonly cover: string;
  readonly price: string;
  readonly shippingFee: string;
  readonly currency: string;
  readonly saleState: SaleState;
}
