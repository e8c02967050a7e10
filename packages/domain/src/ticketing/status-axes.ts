// The separate state axes of an order and a ticket, as the wire sends them (docs/endpoints.md
// "Ticketing", after Hi.Events): the spec's labels mix them, so they stay apart and the label is derived
// (status-labels.ts).

export const ORDER_STATUSES = ['reserved', 'completed', 'cancelled', 'expired'] as const;
/** Whether payment is still owed: `not_required` for a free order, `failed` after a failed attempt. */
export const PAYMENT_STATUSES = ['not_required', 'awaiting', 'failed', 'received'] as const;
export const REFUND_STATUSES = ['none', 'pending', 'refunded', 'failed'] as const;
/** `locked`: given away and not claimed yet (no code, refund or upgrade); `revoked`: replaced or refunded. */
export const ISSUE_STATUSES = ['issued', 'revoked', 'locked'] as const;
export const ENTRY_STATUSES = ['not_entered', 'entered'] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export type RefundStatus = (typeof REFUND_STATUSES)[number];
export type IssueStatus = (typeof ISSUE_STATUSES)[number];
export type EntryStatus = (typeof ENTRY_STATUSES)[number];
