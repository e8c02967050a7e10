// The ticket-type catalogue: what each type costs, when it is on sale, how many seats it has, and the
// links that offer it. Records keep money in fen and times in epoch ms; the wire view is made per
// request, because the sale state depends on the server's clock and on the seats orders have taken.
import type { FormField } from '../wire.types';
import { beijingTime } from '../kit/beijing-time';
import { CURRENCY, yuan } from '../kit/money';
import type { SaleState, TicketType } from './ticketing-wire.types';

/** What the shop says of anything it sells (a ticket type, the catalogue): names, price, sale window. */
export interface CatalogueItem {
  id: string;
  exhibitionId: string;
  name: string;
  nameEn: string;
  description: string;
  descriptionEn: string;
  priceFen: number;
  saleStartAt: number;
  saleEndAt: number;
}

export interface TicketTypeRecord extends CatalogueItem {
  /** Seats in all; a type without it is not counted and shows no `remaining`. */
  capacity?: number;
  /** Seats other buyers took before this run. */
  soldBefore: number;
  minPerOrder: number;
  maxPerOrder: number;
  limitPerUser?: number;
  /** Listed on one side is enough: the rule holds both ways (conflictsOf). */
  conflictsWith: readonly string[];
  /** Upgrades go to a higher level. */
  level: number;
  attendeeFields: readonly FormField[];
  /** The end of the refund window of a ticket of this type (issue 14; not on the wire, refund/preview says it). */
  refundDeadlineAt: number;
  /** When and where a ticket of this type admits (issue 28: the ticket says it above its code). */
  admits?: TypeAdmission;
}

/** The days, halls and entrance of a ticket type. */
export interface TypeAdmission {
  validFromAt: number;
  validUntilAt: number;
  hall: string;
  hallEn: string;
  entrance: string;
  entranceEn: string;
}

/** What a ticket says of its exhibition beyond its type: names, venue and the organiser to ask. */
export interface ExhibitionTicketFacts {
  name: string;
  nameEn: string;
  venue: string;
  venueEn: string;
  organiser: string;
  organiserEn: string;
  organiserPhone: string;
  organiserEmail: string;
}

/** A registration link and the types it offers. */
export interface TicketLink {
  registerLinkId: string;
  exhibitionId: string;
  ticketTypeIds: readonly string[];
}

/** Seats left, or undefined for a type that does not count them. */
export function remainingOf(type: TicketTypeRecord, takenByOrders: number): number | undefined {
  return type.capacity === undefined ? undefined : Math.max(0, type.capacity - type.soldBefore - takenByOrders);
}

export function saleStateOf(type: Pick<CatalogueItem, 'saleStartAt' | 'saleEndAt'>, now: number, remaining?: number): SaleState {
  if (now < type.saleStartAt) return 'not_started';
  if (now >= type.saleEndAt) return 'ended';
  return remaining === 0 ? 'sold_out' : 'on_sale';
}

/** The types `type` cannot be bought with, whichever side of the pair lists the rule. */
export function conflictsOf(type: TicketTypeRecord, catalogue: readonly TicketTypeRecord[]): string[] {
  const named = new Set(type.conflictsWith);
  for (const other of catalogue) if (other.conflictsWith.includes(type.id)) named.add(other.id);
  named.delete(type.id);
  return [...named];
}

/** The types a visitor is offered: the link's, or every type of the exhibition without a link the server knows. */
export function typesOffered(
  catalogue: readonly TicketTypeRecord[],
  links: readonly TicketLink[],
  exhibitionId: string,
  registerLinkId: string,
): TicketTypeRecord[] {
  const link = links.find((l) => l.registerLinkId === registerLinkId && l.exhibitionId === exhibitionId);
  const ofExhibition = catalogue.filter((t) => t.exhibitionId === exhibitionId);
  return link ? ofExhibition.filter((t) => link.ticketTypeIds.includes(t.id)) : ofExhibition;
}

export function toWireTicketType(type: TicketTypeRecord, catalogue: readonly TicketTypeRecord[], now: number, takenByOrders: number): TicketType {
  const remaining = remainingOf(type, takenByOrders);
  return {
    id: type.id,
    name: type.name,
    nameEn: type.nameEn,
    description: type.description,
    descriptionEn: type.descriptionEn,
    price: yuan(type.priceFen),
    currency: CURRENCY,
    saleStartTime: beijingTime(type.saleStartAt),
    saleEndTime: beijingTime(type.saleEndAt),
    saleState: saleStateOf(type, now, remaining),
    ...(remaining === undefined ? {} : { remaining }),
    minPerOrder: type.minPerOrder,
    maxPerOrder: type.maxPerOrder,
    ...(type.limitPerUser === undefined ? {} : { limitPerUser: type.limitPerUser }),
    conflictsWith: conflictsOf(type, catalogue),
    level: type.level,
    attendeeFields: type.attendeeFields.map((field) => ({ ...field })),
  };
}
