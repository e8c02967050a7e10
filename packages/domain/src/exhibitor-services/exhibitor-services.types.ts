// Booth services, advertising and interpreters ordered by an exhibitor's company (design exhibitor.md
// §2.3, "ours"): what `RC service/catalogue` answers for each kind and what `RC service/reserve` takes.
// Every price is the server's decimal string; the app shows it and never adds prices up.
import type { Order } from '../ticketing/order.types';

/** What is ordered: booth services, advertising, or interpreters (the order's `kind` too). */
export type ServiceKind = 'service' | 'ads' | 'translation';
export const SERVICE_KINDS: readonly ServiceKind[] = ['service', 'ads', 'translation'];

/** The catalogue's sections: furniture, power, cleaning, overtime; catalogue pages, e-catalogue and venue banners; interpreters. */
export type ServiceGroup = 'furniture' | 'power' | 'cleaning' | 'overtime' | 'catalogue' | 'ecatalogue' | 'venue' | 'interpreter';

/** One slot of an advert (a page, a week, a position): open or taken. */
export interface AdSlot {
  readonly id: string;
  readonly label: string;
  readonly labelEn: string;
  readonly state: 'open' | 'taken';
}

export interface ServiceItem {
  readonly id: string;
  readonly group: ServiceGroup;
  readonly name: string;
  readonly nameEn: string;
  /** The unit the price is for (`个`, `块 / 24 小时`, `天`). */
  readonly unit: string;
  readonly unitEn: string;
  /** What one unit costs now (the advance price before `advanceUntil`, the on-site price after). */
  readonly price: string;
  readonly advancePrice: string;
  readonly onsitePrice: string;
  /** Units left, when the server counts them. */
  readonly remaining?: number;
  readonly soldOut: boolean;
  /** A shelf or a hanging rod: counted against the booth's free allowance first. */
  readonly countsAsFree: boolean;
  /** The last moment to book this item (`yyyy-MM-dd HH:mm:ss`, Beijing). */
  readonly deadline: string;
  /** An advert's slots; none for the others. */
  readonly slots: readonly AdSlot[];
}

/** A booth of the company as the services see it: its area and its free shelves + rods, and how many are taken. */
export interface ServiceBooth {
  readonly boothNo: string;
  readonly hallNo: string;
  readonly areaM2: number;
  readonly type: 'standard' | 'raw';
  /** Free shelves + hanging rods for the booth's area (10 / 20 / 30). */
  readonly freeItems: number;
  /** Of those, already taken by the booth's orders (paid or still payable). */
  readonly freeUsed: number;
}

export interface LanguagePair {
  readonly value: string;
  readonly label: string;
  readonly labelEn: string;
}

export interface ServiceCatalogue {
  readonly kind: ServiceKind;
  /** The server's clock (`yyyy-MM-dd HH:mm:ss`, Beijing). */
  readonly serverTime: string;
  /** The advance price holds until then; the on-site price after. */
  readonly advanceUntil: string;
  readonly priceStage: 'advance' | 'onsite';
  readonly currency: string;
  /** The organiser has closed the exhibitors' information on this exhibition: nothing can be booked (REGISTRATION.SUBMISSION_CLOSED). */
  readonly submissionClosed: boolean;
  readonly items: readonly ServiceItem[];
  /** The company's booths (booth services only). */
  readonly booths: readonly ServiceBooth[];
  /** Interpreters: the language pairs offered (the server's dictionary). */
  readonly languagePairs: readonly LanguagePair[];
  /** Interpreters: the show's days (`yyyy-MM-dd`). */
  readonly showDays: readonly string[];
}

/** One line of a booking: an item, how many, and for an advert its slot. */
export interface ServiceLine {
  readonly itemId: string;
  readonly quantity: number;
  readonly slotId?: string;
}

export type InterpreterDuration = 'half' | 'full';

export interface InterpreterBooking {
  readonly languagePair: string;
  /** The show's days wanted (`yyyy-MM-dd`). */
  readonly days: readonly string[];
  readonly duration: InterpreterDuration;
  /** Interpreters per day, 1–5. */
  readonly count: number;
  readonly notes: string;
}

/** What `RC service/reserve` takes. */
export interface ReserveServiceRequest {
  readonly exhibitionId: string;
  readonly kind: ServiceKind;
  /** Booth services: the booth they are for. */
  readonly boothNo?: string;
  readonly lines: readonly ServiceLine[];
  /** Advertising: the artwork uploaded before. */
  readonly artworkFileId?: string;
  readonly interpreter?: InterpreterBooking;
}

/** An artwork file the server keeps for an advert. */
export interface ArtworkUpload {
  readonly fileId: string;
  readonly name: string;
  readonly size: number;
}

/** One of the company's orders for services, ads or interpreters: the order and the booth it is for. */
export type ServiceOrder = Order & { readonly boothNo?: string };
