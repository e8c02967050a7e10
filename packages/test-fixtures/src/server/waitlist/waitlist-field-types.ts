// The declared (Java) types of the waiting-list routes' replies (issue 28), for the Jackson-nulls switch
// (wire-field-types.ts explains the tables); ordering an offer answers with the ticketing Order.
import { RC } from '../context';
import { ORDER } from '../ticketing/ticketing-field-types';
import type { JavaKind, KindOf } from '../wire-field-types';
import type { WaitingEntry } from './waitlist-wire.types';

export const WAITING_ENTRY: KindOf<WaitingEntry> = {
  object: {
    entryId: 'string',
    exhibitionId: 'string',
    ticketTypeId: 'string',
    name: 'string',
    nameEn: 'string',
    kind: 'string',
    status: 'string',
    quantity: 'number',
    position: 'number',
    price: 'string',
    currency: 'string',
    saleStartTime: 'string',
    offerExpireTime: 'string',
    remainingSeconds: 'number',
    serverTime: 'number',
    orderId: 'string',
    notifyPhone: 'string',
    createTime: 'string',
  },
};

/** The waiting-list routes' reply types (their own table, so a test can tell they all were called). */
export const WAITING_LIST_REPLY_DATA: Readonly<Record<string, JavaKind>> = {
  [`GET ${RC}waitingList/list`]: { list: WAITING_ENTRY },
  [`POST ${RC}waitingList/join`]: WAITING_ENTRY,
  [`POST ${RC}waitingList/remind`]: WAITING_ENTRY,
  [`POST ${RC}waitingList/leave`]: WAITING_ENTRY,
  [`POST ${RC}waitingList/accept`]: ORDER,
};
