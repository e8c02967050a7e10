// The booking rules the screens check before sending (design exhibitor.md §5.1 rule 8); the server
// checks them again (5003 REGISTRATION.SUBMISSION_CLOSED on an exhibition whose exhibitor information is
// closed, 5009 SERVICE.SOLD_OUT {item}, 5010 SERVICE.BOOKING_CLOSED {deadline}). Nothing
// here prices anything: the server's quote and order carry every amount.
import type { AdSlot, ServiceCatalogue, ServiceItem, ServiceLine } from './exhibitor-services.types';

/** What the basket is refused for, with the message's params. */
export interface BasketRefusal {
  readonly code: 'VALIDATION.REQUIRED' | 'VALIDATION.OUT_OF_RANGE' | 'REGISTRATION.SUBMISSION_CLOSED' | 'SERVICE.SOLD_OUT' | 'SERVICE.BOOKING_CLOSED';
  readonly params?: Readonly<Record<string, string>>;
  /** The item it is about. */
  readonly itemId?: string;
}

/** Flow tables come in sets of 1 to 3 per booth (design §5.1 rule 8); any other item up to 99. */
const MAX_PER_LINE: Readonly<Record<string, number>> = { 'svc-flow-table': 3 };
export const MAX_LINE_QUANTITY = 99;
export const maxQuantityOf = (itemId: string): number => MAX_PER_LINE[itemId] ?? MAX_LINE_QUANTITY;

/** The basket's lines from the quantities typed: only items wanted, in the catalogue's order. */
export const basketLinesOf = (items: readonly Pick<ServiceItem, 'id'>[], quantities: Readonly<Record<string, number>>): ServiceLine[] =>
  items.filter((item) => (quantities[item.id] ?? 0) > 0).map((item) => ({ itemId: item.id, quantity: quantities[item.id] ?? 0 }));

const WIRE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** Whether the item can still be booked at the server's time. */
export const isBookable = (item: Pick<ServiceItem, 'deadline'>, serverTime: string): boolean => !WIRE_TIME.test(item.deadline) || serverTime <= item.deadline;

/**
 * Whether anything can be booked on the catalogue's exhibition: not once the organiser has closed the
 * exhibitors' information (spec §8 "Submission of information is closed", 5003 for every exhibitor write);
 * one item past its own deadline is SERVICE.BOOKING_CLOSED instead.
 */
export const submissionRefusal = (catalogue: Pick<ServiceCatalogue, 'submissionClosed'>): { readonly code: 'REGISTRATION.SUBMISSION_CLOSED' } | undefined =>
  catalogue.submissionClosed ? { code: 'REGISTRATION.SUBMISSION_CLOSED' } : undefined;

/** Why the basket cannot be booked as it is, else undefined: the exhibition closed, nothing wanted, too many, sold out, past its deadline. */
export function basketRefusal(catalogue: Pick<ServiceCatalogue, 'items' | 'serverTime' | 'submissionClosed'>, lines: readonly ServiceLine[], language: 'zh' | 'en' = 'zh'): BasketRefusal | undefined {
  const closed = submissionRefusal(catalogue);
  if (closed) return closed;
  if (lines.length === 0) return { code: 'VALIDATION.REQUIRED' };
  for (const line of lines) {
    const item = catalogue.items.find((candidate) => candidate.id === line.itemId);
    if (!item) return { code: 'VALIDATION.REQUIRED', itemId: line.itemId };
    const name = language === 'en' && item.nameEn ? item.nameEn : item.name;
    if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > maxQuantityOf(item.id)) {
      return { code: 'VALIDATION.OUT_OF_RANGE', itemId: item.id, params: { min: '1', max: String(maxQuantityOf(item.id)) } };
    }
    if (!isBookable(item, catalogue.serverTime)) return { code: 'SERVICE.BOOKING_CLOSED', itemId: item.id, params: { deadline: item.deadline } };
    const slot = line.slotId === undefined ? undefined : item.slots.find((s) => s.id === line.slotId);
    if (item.slots.length > 0 && !slot) return { code: 'VALIDATION.REQUIRED', itemId: item.id };
    if (item.soldOut || slot?.state === 'taken' || (item.remaining !== undefined && line.quantity > item.remaining)) {
      return { code: 'SERVICE.SOLD_OUT', itemId: item.id, params: { item: slot ? `${name} ${language === 'en' && slot.labelEn ? slot.labelEn : slot.label}` : name } };
    }
  }
  return undefined;
}

/** Whether an advert's slot can be chosen. */
export const slotOpen = (slot: Pick<AdSlot, 'state'>): boolean => slot.state === 'open';
