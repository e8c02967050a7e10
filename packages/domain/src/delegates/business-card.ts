// The business-card style form of /others-registration-card-form/{type}: one person of a group
// (`group`) or a colleague from work (`work`) — their name, mobile (typed twice), company and job
// title, an optional e-mail, and for a colleague the department. The card's values go to the server
// under CARD_VALUE_PROPS as a PersonEntry's `values`. Its rules: business-card-rules.ts.
import type { OthersType, PersonEntry } from './delegates.types';

/** The longest each card field may be, in characters. */
export const CARD_LIMITS = { name: 30, company: 100, jobTitle: 50, department: 50, email: 100 } as const;

/** The card as it is filled in. */
export interface BusinessCardForm {
  readonly name: string;
  readonly phone: string;
  readonly confirmPhone: string;
  readonly company: string;
  readonly jobTitle: string;
  readonly email: string;
  readonly department: string;
}

/** The card's fields each type asks for (a group's people need no department). */
export const CARD_FIELDS: Readonly<Record<OthersType, readonly (keyof BusinessCardForm)[]>> = {
  group: ['name', 'phone', 'confirmPhone', 'company', 'jobTitle', 'email'],
  work: ['name', 'phone', 'confirmPhone', 'company', 'department', 'jobTitle', 'email'],
};

/** The props a card's values are sent under (`PersonEntry.values`). */
export const CARD_VALUE_PROPS = ['name', 'company', 'jobTitle', 'email', 'department'] as const;

/** What a card sends: the mobile, and the type's values trimmed (a group's card has no department). */
export function businessCardEntry(type: OthersType, card: BusinessCardForm): PersonEntry {
  const values: Record<string, string> = {};
  for (const prop of CARD_VALUE_PROPS) {
    if (prop === 'department' && type !== 'work') continue;
    values[prop] = card[prop].trim();
  }
  return { phone: card.phone.trim(), values };
}
