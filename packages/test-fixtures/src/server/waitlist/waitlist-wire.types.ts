// The waiting list's wire shapes (docs/endpoints.md "Waiting list (issue 28)"), declared here as
// ticketing-wire.types.ts does for ticketing. A field an entry does not have is absent, never "" or -1.

export type WaitingKind = 'seats' | 'reminder';
export type WaitingStatus = 'waiting' | 'offered' | 'ordered' | 'expired' | 'left' | 'reminded';

export interface WaitingEntry {
  entryId: string;
  exhibitionId: string;
  ticketTypeId: string;
  name: string;
  nameEn: string;
  kind: WaitingKind;
  status: WaitingStatus;
  /** Seats waited for; absent for a reminder. */
  quantity?: number;
  /** While waiting: the place in line, 1 = next. */
  position?: number;
  /** The list price of one ticket. */
  price: string;
  currency: string;
  saleStartTime: string;
  offerExpireTime?: string;
  remainingSeconds: number;
  serverTime: number;
  orderId?: string;
  /** The mobile the SMS goes to, masked. */
  notifyPhone: string;
  createTime: string;
}

/** An SMS the server sent about the list, as the test hook lists it. */
export interface WaitingMessage {
  at: number;
  userId: string;
  phone: string;
  entryId: string;
  kind: 'offer' | 'reminder';
  text: string;
  /** Where the SMS leads: the app's waiting-list page of the type, on the server's origin (no token). */
  link: string;
}
