// The caller as the ticketing actions see them: whose orders and tickets (the registration's userId on
// the exhibition, and the person behind it), whether they have registered there, and the details a
// ticket without named attendees goes to.
import type { BuyerDetails } from './orders';

export interface Buyer {
  userId: string;
  personId: string;
  exhibitionId: string;
  /** Filled in the registration form on this exhibition. */
  registered: boolean;
  details: BuyerDetails;
}

/** An order or ticket that is the caller's (anyone else's reads as not found). */
export const ownedBy = <T extends { personId: string }>(record: T | undefined, personId: string): T | undefined =>
  record?.personId === personId ? record : undefined;
