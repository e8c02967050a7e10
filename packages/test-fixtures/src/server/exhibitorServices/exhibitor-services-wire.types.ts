// The shapes of docs/endpoints.md "Exhibitor self-service" for booth services, adverts and interpreters
// (issue 30, design exhibitor.md §2.3, "ours"), declared here so the contract server does not wait on the
// domain. Money is decimal yuan as text, times `yyyy-MM-dd HH:mm:ss` Beijing time.
import type { Order } from '../ticketing/ticketing-wire.types';

export type ServiceKindWire = 'service' | 'ads' | 'translation';

export interface AdSlotWire {
  id: string;
  label: string;
  labelEn: string;
  state: 'open' | 'taken';
}

export interface ServiceItemWire {
  id: string;
  group: string;
  name: string;
  nameEn: string;
  unit: string;
  unitEn: string;
  price: string;
  advancePrice: string;
  onsitePrice: string;
  remaining?: number;
  soldOut: boolean;
  countsAsFree: boolean;
  deadline: string;
  slots: AdSlotWire[];
}

export interface ServiceBoothWire {
  boothNo: string;
  hallNo: string;
  areaM2: number;
  type: 'standard' | 'raw';
  freeItems: number;
  freeUsed: number;
}

export interface ServiceCatalogueWire {
  kind: ServiceKindWire;
  serverTime: string;
  advanceUntil: string;
  priceStage: 'advance' | 'onsite';
  currency: string;
  /** The organiser has closed the exhibitors' information on this exhibition: every booking answers 5003. */
  submissionClosed: boolean;
  items: ServiceItemWire[];
  booths: ServiceBoothWire[];
  languagePairs: { value: string; label: string; labelEn: string }[];
  showDays: string[];
}

/** One of the company's orders: the ticketing order and the booth it is for ("" when none). */
export type ServiceOrderWire = Order & { boothNo?: string };

export interface ArtworkWire {
  fileId: string;
  name: string;
  size: number;
}
