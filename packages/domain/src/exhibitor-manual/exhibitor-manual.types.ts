// The exhibitor manual (design exhibitor.md §2.2 manualAll / manualPart, "ours"): one section of the
// manual with its text and its forms; for the header board (`board`) the fascia of every booth.
import type { FormField } from '../config/form-field';
import type { MaterialState } from '../exhibitor/exhibitor.types';

/** A form's values as saved: one text or list per field prop. */
export type ManualValues = Readonly<Record<string, string | readonly string[]>>;

/** One form of a manual section (a declaration, a pledge), with what was saved of it. */
export interface ManualForm {
  readonly id: string;
  readonly title: string;
  readonly titleEn: string;
  readonly fields: readonly FormField[];
  readonly values: ManualValues;
  readonly state: MaterialState;
}

/** What one booth's fascia says, as saved (both texts typed twice; counts as numbers). */
export interface FasciaValues {
  readonly fasciaText: string;
  readonly fasciaTextConfirm: string;
  readonly fasciaTextEn: string;
  readonly fasciaTextEnConfirm: string;
  readonly shelves: number;
  readonly hangingRods: number;
  readonly flowTableSets: number;
}

/** One standard booth's fascia (a raw-space booth has none). */
export interface BoothFascia {
  readonly boothNo: string;
  readonly hallNo: string;
  readonly areaM2: number;
  /** Free shelves plus hanging rods for this booth (the server's figure; the domain's freeFasciaItemLimit agrees). */
  readonly freeItems: number;
  /** Nothing saved yet: none. */
  readonly values?: FasciaValues;
  readonly state: MaterialState;
}

/** `GET RC exhibitor/manual`: one manual section, whole or one part of it. */
export interface ManualSection {
  readonly materialTypeV2: string;
  readonly title: string;
  readonly titleEn: string;
  /** The section's text as HTML from the organiser (shown sanitised). */
  readonly html: string;
  readonly htmlEn: string;
  /** `yyyy-MM-dd HH:mm:ss`, Beijing time. */
  readonly deadline: string;
  /** The server clock (epoch ms) the deadline is judged on. */
  readonly serverTime: number;
  readonly state: MaterialState;
  readonly rejectReason?: string;
  readonly forms: readonly ManualForm[];
  /** `board` only: each standard booth's fascia (one booth with `part`). */
  readonly fascia: readonly BoothFascia[];
}
