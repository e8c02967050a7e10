// A ticket type as `RC ticketType/list` and `/detail` send it (docs/endpoints.md "Ticketing").
import type { FormField } from '../config/form-field';

/** The server's view of the sale when it answered; basket rules also check the times against now. */
export type SaleState = 'on_sale' | 'not_started' | 'ended' | 'sold_out';

export interface TicketType {
  readonly id: string;
  readonly name: string;
  readonly nameEn: string;
  readonly description: string;
  readonly descriptionEn: string;
  /** Decimal yuan ("128.00"; "0.00" for a free type). */
  readonly price: string;
  readonly currency: string;
  /** `yyyy-MM-dd HH:mm:ss`, Beijing time. */
  readonly saleStartTime: string;
  readonly saleEndTime: string;
  readonly saleState: SaleState;
  /** Tickets left, when the organiser shows it. */
  readonly remaining?: number;
  readonly minPerOrder: number;
  readonly maxPerOrder: number;
  /** How many one user may hold across all their orders; absent when unlimited. */
  readonly limitPerUser?: number;
  /** Types that cannot be bought together with this one (the rule holds in both directions). */
  readonly conflictsWith: readonly string[];
  /** Upgrades go to a type of a higher level. */
  readonly level: number;
  /** The details each ticket of this type asks for; may be empty. */
  readonly attendeeFields: readonly FormField[];
}
