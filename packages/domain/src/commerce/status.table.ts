// Status values of spec §4 as the backend sends them. The spec shows only labels, so the wire values
// are our choice in BladeX style: small integers from 0 (Java enums persisted by ordinal, often
// serialised as "1"), except review, whose wire strings docs/endpoints.md fixes (examineResult).
// "Conference registration" in §4 mixes two fields, the registration's outcome and the conference's
// phase in time, so they are two kinds here.

export const ORDER_STATUS = {
  PENDING_PAYMENT: 0,
  PAID: 1,
  CANCELLED: 2,
  PAYMENT_FAILED: 3,
  REFUNDING: 4,
  REFUNDED: 5,
  FINISHED: 6,
} as const;

export const TICKET_STATUS = { NOT_ENTERED: 0, ENTERED: 1, ISSUED: 2 } as const;

export const REFUND_STATUS = { REFUNDING: 0, REFUNDED: 1, REJECTED: 2 } as const;

export const INVOICE_STATUS = { PENDING: 0, ISSUED: 1, REJECTED: 2 } as const;

export const REVIEW_STATUS = { PENDING: 'pending', APPROVED: 'approve', NOT_APPROVED: 'reject' } as const;

/** processStatus of visitingGroupLeaderVO: 0 sends the leader to group management (spec §4). */
export const GROUP_STATUS = { NOT_FORMED: 0, FORMED: 1 } as const;

export const SIGN_IN_STATUS = { NOT_STARTED: 0, SIGNED: 1, ENDED: 2 } as const;

export const CONFERENCE_REGISTRATION_STATUS = { IN_REVIEW: 0, SUCCESS: 1, FAILED: 2 } as const;

export const CONFERENCE_PHASE = { UPCOMING: 0, ONGOING: 1, ENDED: 2 } as const;

export const STATUS_TABLES = {
  order: ORDER_STATUS,
  ticket: TICKET_STATUS,
  refund: REFUND_STATUS,
  invoice: INVOICE_STATUS,
  review: REVIEW_STATUS,
  group: GROUP_STATUS,
  signIn: SIGN_IN_STATUS,
  conferenceRegistration: CONFERENCE_REGISTRATION_STATUS,
  conferencePhase: CONFERENCE_PHASE,
} as const;

export type StatusKind = keyof typeof STATUS_TABLES;
export type StatusName<K extends StatusKind> = keyof (typeof STATUS_TABLES)[K] & string;
export type StatusValue<K extends StatusKind> = (typeof STATUS_TABLES)[K][StatusName<K>];

/** Extra wire values meaning an existing status: an empty examineResult has not been reviewed yet. */
export const STATUS_ALIASES: { readonly [K in StatusKind]?: Readonly<Record<string, StatusName<K>>> } = {
  review: { '': 'PENDING' },
};
