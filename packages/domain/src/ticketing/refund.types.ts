// Whole-order refunds as `RC refund/*` sends them (docs/endpoints.md "Refunds").

export const REFUND_REASONS = ['plans_changed', 'bought_by_mistake', 'duplicate', 'other'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/**
 * Why an order cannot be refunded, as the server's rule finds it: unpaid, free, a refund under way or
 * done, not a ticket order (a catalogue), an upgrade's difference (never refunded on its own), an order
 * whose ticket was upgraded, a ticket entered or gifted, the window closed; `not_refundable` for a
 * reason this client does not know.
 */
export const REFUND_REFUSALS = [
  'not_paid',
  'free',
  'refund_pending',
  'refunded',
  'not_ticket',
  'upgrade_order',
  'upgraded',
  'entered',
  'gifted',
  'window_closed',
  'not_refundable',
] as const;
export type RefundRefusal = (typeof REFUND_REFUSALS)[number];

export interface RefundPreview {
  readonly orderId: string;
  readonly refundable: boolean;
  readonly refusal?: RefundRefusal;
  /** What the server will pay back, decimal yuan as text. */
  readonly amount: string;
  readonly currency: string;
  /** The refund window's end, `yyyy-MM-dd HH:mm:ss` Beijing time. */
  readonly deadline?: string;
  readonly serverTime: number;
}

export interface RefundRequest {
  readonly orderId: string;
  readonly reason: RefundReason;
  /** Required for `other`. */
  readonly reasonText?: string;
}
