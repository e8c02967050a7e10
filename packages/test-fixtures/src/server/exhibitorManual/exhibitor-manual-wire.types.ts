// The exhibitor manual's wire types as the contract server writes them (its own copy, not the domain's).
import type { FormField } from '../wire.types';

export type MaterialStateWire = 'notStarted' | 'draft' | 'submitted' | 'approved' | 'rejected';

/** One field's saved values (a map written as a list, so every value has a declared type). */
export interface ManualValueWire {
  prop: string;
  values: string[];
}

export interface ManualFormWire {
  id: string;
  title: string;
  titleEn: string;
  fields: FormField[];
  values: ManualValueWire[];
  state: MaterialStateWire;
}

export interface FasciaValuesWire {
  fasciaText: string;
  fasciaTextConfirm: string;
  fasciaTextEn: string;
  fasciaTextEnConfirm: string;
  shelves: number;
  hangingRods: number;
  flowTableSets: number;
}

export interface BoothFasciaWire {
  boothNo: string;
  hallNo: string;
  areaM2: number;
  freeItems: number;
  values?: FasciaValuesWire;
  state: MaterialStateWire;
}

export interface ManualSectionWire {
  materialTypeV2: string;
  title: string;
  titleEn: string;
  html: string;
  htmlEn: string;
  deadline: string;
  serverTime: number;
  state: MaterialStateWire;
  rejectReason?: string;
  forms: ManualFormWire[];
  fascia: BoothFasciaWire[];
}
