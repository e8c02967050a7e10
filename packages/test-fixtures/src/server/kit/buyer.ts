// The caller as the commerce actions (tickets, gifts, invoices, lead packages) see them: whose orders and
// tickets (the registration's userId on the exhibition, and the person behind it), whether they have
// registered there, and the details a ticket without named attendees goes to.

/** Who bought, as the registration said at the time; tickets without attendee details go to them. */
export interface BuyerDetails {
  name: string;
  phone: string;
  email: string;
}

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
