// The holders' page starts with the first ticket's holder filled in from what the buyer's login already
// says (issue 28): most buyers buy their own ticket, and typing a name and mobile the app knows is a
// step lost. Only a field the ticket type asks for is filled, and only with a known value; the other
// tickets' holders stay empty (they are other people).
import type { FormField } from '../config/form-field';
import type { UserInfo } from '../identity/user-info';

/** What of the buyer's login may fill a holder's field. */
export type KnownBuyer = Partial<Pick<UserInfo, 'name' | 'firstName' | 'lastName' | 'phone' | 'email' | 'company' | 'companyEnName'>>;

const text = (value: string | undefined): string => value?.trim() ?? '';

/** A holder field's `prop` → the buyer's fact that fills it. */
const FILLS: Readonly<Record<string, (buyer: KnownBuyer) => string>> = {
  name: (buyer) => text(buyer.name) || [text(buyer.firstName), text(buyer.lastName)].filter(Boolean).join(' '),
  firstName: (buyer) => text(buyer.firstName),
  lastName: (buyer) => text(buyer.lastName),
  phone: (buyer) => text(buyer.phone),
  email: (buyer) => text(buyer.email),
  company: (buyer) => text(buyer.company) || text(buyer.companyEnName),
  companyEn: (buyer) => text(buyer.companyEnName),
};

/** The first holder's values the buyer's login gives, by field `prop`: only fields asked for, only values known. */
export const firstHolderValues = (fields: readonly Pick<FormField, 'prop'>[], buyer: KnownBuyer | null | undefined): Record<string, string> => {
  if (!buyer) return {};
  const values: Record<string, string> = {};
  for (const { prop } of fields) {
    const value = FILLS[prop]?.(buyer) ?? '';
    if (value !== '') values[prop] = value;
  }
  return values;
};
