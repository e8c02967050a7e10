// The ticketing wire shapes of docs/endpoints.md "Ticketing", declared here (as wire.types.ts does for
// the rest) so the contract server does not wait on the domain package; they match the catalogue field
// by field. Money is decimal yuan as text, times `yyyy-MM-dd HH:mm:ss` Beijing time, ids text.
import type { FormField } from '../wire.types';

export type SaleState = 'on_sale' | 'not_started' | 'ended' | 'sold_out';
export type OrderKind = 'ticket' | 'upgrade' | 'journal' | 'package' | 'service' | 'ads' | 'translation' | 'credential';
export type OrderStatus = 'reserved' | 'completed' | 'cancelled' | 'expired';
export type PaymentStatus = 'not_required' | 'awaiting' | 'failed' | 'received';
export type RefundStatus = 'none' | 'pending' | 'refunded' | 'failed';
export type IssueStatus = 'issued' | 'revoked' | 'locked';
export type EntryStatus = 'not_entered' | 'entered';
export type RevokedReason = 'lost' | 'upgraded' | 'refunded' | 'gifted';
/** What holds a locked ticket: an open gift, or a refund in progress (issue 14). */
export type LockedBy = 'gift' | 'refund';
export type LineDiscountState = 'applied' | 'not_applicable';
/** `native`: a QR code (`codeUrl`) shown on a desktop page and scanned with WeChat on the phone. */
export type PayChannel = 'jsapi' | 'h5' | 'native';

export interface TicketType {
  id: string;
  name: string;
  nameEn: string;
  description: string;
  descriptionEn: string;
  price: string;
  currency: string;
  saleStartTime: string;
  saleEndTime: string;
  saleState: SaleState;
  remaining?: number;
  minPerOrder: number;
  maxPerOrder: number;
  limitPerUser?: number;
  conflictsWith: string[];
  level: number;
  attendeeFields: FormField[];
}

export interface QuoteLine {
  ticketTypeId: string;
  name: string;
  nameEn: string;
  quantity: number;
  unitPrice: string;
  discount: string;
  amount: string;
  discountState?: LineDiscountState;
}

export interface Quote {
  lines: QuoteLine[];
  discountCode?: string;
  discountState?: LineDiscountState | 'unknown';
  total: string;
  currency: string;
}

export interface DeliveryAddress {
  name: string;
  phone: string;
  province: string;
  city: string;
  district: string;
  detail: string;
}

export interface Order {
  orderId: string;
  orderNo: string;
  exhibitionId: string;
  kind: OrderKind;
  parentOrderId?: string;
  orderStatus: OrderStatus;
  paymentStatus: PaymentStatus;
  refundStatus: RefundStatus;
  lines: QuoteLine[];
  total: string;
  currency: string;
  discountCode?: string;
  createTime: string;
  expireTime: string;
  serverTime: number;
  remainingSeconds: number;
  ticketIds: string[];
  address?: DeliveryAddress;
  /** When the payment was received; absent while unpaid and for a free order (issue 28). */
  payTime?: string;
  /** The channel it was paid through (the last `order/pay` call's before WeChat settled it). */
  payChannel?: PayChannel;
  /** One per ticket of a ticket order; an upgrade's, its ticket's holder; [] for other orders. */
  holders: OrderHolder[];
}

export interface OrderHolder {
  ticketTypeId: string;
  name: string;
  phone: string;
}

export interface JsapiPayFields {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: string;
  paySign: string;
}

/** One bean on the wire: the channel, and the field of that channel (the other one absent). */
export interface PayStart {
  channel: 'none' | PayChannel;
  jsapi?: JsapiPayFields;
  h5Url?: string;
  /** Native: WeChat's `code_url` (`weixin://wxpay/bizpayurl?pr=…`), drawn as a QR code. */
  codeUrl?: string;
  /** Native: the order's last moment to pay, and the seconds left at `serverTime` (the code works as long). */
  expireTime?: string;
  remainingSeconds?: number;
  serverTime?: number;
}

export interface PaymentStatusReply {
  orderId: string;
  orderStatus: OrderStatus;
  paymentStatus: PaymentStatus;
  serverTime: number;
}

export interface UpgradeOption {
  ticketTypeId: string;
  name: string;
  nameEn: string;
  price: string;
  difference: string;
  currency: string;
}

export interface TicketRotation {
  secret: string;
  stepSeconds: number;
}

export interface Ticket {
  ticketId: string;
  orderId: string;
  ticketTypeId: string;
  name: string;
  nameEn: string;
  holderName: string;
  holderPhone: string;
  holderEmail?: string;
  issueStatus: IssueStatus;
  entryStatus: EntryStatus;
  /** The static signed code: absent for a wallet ticket (one whose exhibition rotates codes) and while locked. */
  code?: string;
  rotation?: TicketRotation;
  serverTime: number;
  revokedReason?: RevokedReason;
  replacedBy?: string;
  lockedBy?: LockedBy;
  giftId?: string;
  issueTime: string;
  /** The number printed on the ticket (issue 28). */
  ticketNo: string;
  /** What the ticket is for: the exhibition, its days for this type, venue, hall, entrance, organiser. */
  event?: TicketEvent;
}

export interface TicketEvent {
  name: string;
  nameEn: string;
  startTime: string;
  endTime: string;
  venue: string;
  venueEn: string;
  hall: string;
  hallEn: string;
  entrance: string;
  entranceEn: string;
  organiser: string;
  organiserEn: string;
  organiserPhone: string;
  organiserEmail: string;
}

export interface Journal {
  id: string;
  name: string;
  nameEn: string;
  description: string;
  descriptionEn: string;
  cover: string;
  price: string;
  shippingFee: string;
  currency: string;
  saleState: SaleState;
}

// Refunds (issue 14, docs/endpoints.md "Refunds (whole orders)").
export type RefundReason = 'plans_changed' | 'bought_by_mistake' | 'duplicate' | 'other';
/** Why not, by the server's rule (refunds.ts refusalOf); `not_refundable` is never sent by this server. */
export type RefundRefusal =
  | 'not_paid'
  | 'free'
  | 'refund_pending'
  | 'refunded'
  | 'not_ticket'
  | 'upgrade_order'
  | 'upgraded'
  | 'entered'
  | 'gifted'
  | 'window_closed'
  | 'not_refundable';

export interface RefundPreview {
  orderId: string;
  refundable: boolean;
  refusal?: RefundRefusal;
  amount: string;
  currency: string;
  deadline?: string;
  serverTime: number;
}
