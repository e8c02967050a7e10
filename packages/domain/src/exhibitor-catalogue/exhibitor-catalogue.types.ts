// The company's catalogue content (issue 30, design exhibitor.md §2.2): the show catalogue (会刊) entry of
// spec §3's journal fields with its drafts and history, the logo, and the products visitors see online.

/** Spec §3's journal fields, as the entry holds them (the logo is set on its own page). */
export interface JournalFields {
  readonly exhibitorJournalName: string;
  readonly exhibitorJournalEnName: string;
  readonly journalContacts: string;
  readonly journalContactInformation: string;
  readonly journalIntroduction: string;
  readonly journalEnIntroduction: string;
}

/**
 * Where the entry stands: nothing yet, a draft kept, submitted and under review (read-only), approved or
 * refused by the organiser (both may be changed and submitted again).
 */
export type EntryState = 'none' | 'draft' | 'submitted' | 'approved' | 'rejected';

export const ENTRY_STATES: readonly EntryState[] = ['none', 'draft', 'submitted', 'approved', 'rejected'];

/** `GET RC journal/v2/detail`: the entry, the server draft if any, the deadline on the server clock. */
export interface CatalogueEntry {
  readonly state: EntryState;
  /** The last version submitted (absent before the first submission). */
  readonly entry?: JournalFields;
  /** What was saved as a draft after it (absent when none). */
  readonly draft?: JournalFields;
  /** The fields as the organiser last approved them, kept by the server (absent before any approval). */
  readonly approved?: JournalFields;
  /** When that approval was given, `yyyy-MM-dd HH:mm:ss` Beijing time. */
  readonly approvedAt?: string;
  /** spec §3 `journalLogo`: the company's logo address ('' when none yet). */
  readonly journalLogo: string;
  readonly rejectReason?: string;
  /** `yyyy-MM-dd HH:mm:ss`, Beijing time: after it every write is refused (5003). */
  readonly deadline: string;
  /** The server clock, epoch ms. */
  readonly serverTime: number;
}

/** One submitted version with the organiser's outcome (`GET RC journal/v2/history`, newest first). */
export interface EntryVersion {
  readonly version: number;
  readonly submittedAt: string;
  readonly state: 'submitted' | 'approved' | 'rejected';
  readonly rejectReason?: string;
  readonly fields: JournalFields;
}

/** Where a product stands: kept unpublished, sent for review, shown to visitors, or refused with a reason. */
export type ProductState = 'draft' | 'pending' | 'approved' | 'rejected';

export const PRODUCT_STATES: readonly ProductState[] = ['draft', 'pending', 'approved', 'rejected'];

/** One product of the company's online showcase. */
export interface Product {
  readonly id: string;
  readonly name: string;
  readonly nameEn: string;
  readonly description: string;
  readonly descriptionEn?: string;
  /** The picture's address (absent when none). */
  readonly image?: string;
  /** The product's video (absent when none). */
  readonly video?: MediaFile;
  readonly state: ProductState;
  readonly rejectReason?: string;
}

/** `GET RC product/list`: the company's products and its maximum (spec §8 "… products reached the maximum"). */
export interface ProductList {
  readonly max: number;
  readonly products: readonly Product[];
}

/** `POST RC exhibitor/upload`'s answer: the stored file, measured by the server. */
export interface StoredUpload {
  readonly fileId: string;
  readonly url: string;
  readonly size: number;
  readonly width?: number;
  readonly height?: number;
}

/**
 * What the uploads are for: the company logo (spec §5), a product picture, an exhibit's image (jpg/png
 * ≤ 2 MB) or a video of an exhibit or a product (mp4/mov ≤ 20 MB).
 */
export type UploadPurpose = 'logo' | 'product' | 'exhibitImage' | 'video';

export const UPLOAD_PURPOSES: readonly UploadPurpose[] = ['logo', 'product', 'exhibitImage', 'video'];

/** A stored image or video as a screen shows it: its address, the name it was chosen under, its bytes. */
export interface MediaFile {
  readonly fileId: string;
  readonly url: string;
  readonly name: string;
  readonly size: number;
}

/** An exhibit as the organiser last approved it, kept by the server: its text, its images' and video's names. */
export interface ApprovedExhibit {
  readonly name: string;
  readonly nameEn: string;
  readonly category: string;
  readonly description: string;
  readonly images: readonly string[];
  /** The video's name ('' for none). */
  readonly video: string;
  /** `yyyy-MM-dd HH:mm:ss` Beijing time. */
  readonly approvedAt: string;
}

/** `GET RC exhibit/media`: an exhibit's images (at most `maxImages`) and its optional video. */
export interface ExhibitMedia {
  readonly exhibitId: string;
  readonly maxImages: number;
  readonly images: readonly MediaFile[];
  readonly video?: MediaFile;
  /** The exhibit as last approved (absent before any approval). */
  readonly approved?: ApprovedExhibit;
}

/** `POST RC exhibitor/logo`'s answer: the logo now on the entry and the booth card. */
export interface CompanyLogo {
  readonly url: string;
}

/** One of the company's exhibits at the last edition: its texts, offered as the start of a new exhibit. */
export interface LastEditionExhibit {
  readonly name: string;
  readonly nameEn: string;
  readonly category: string;
  readonly description?: string;
}

/** `GET RC journal/v2/lastEdition`: the company's entry and exhibits of the last edition, offered as starting drafts. */
export interface LastEdition {
  /** The edition it was printed in (`2025`). */
  readonly edition: string;
  /** Last edition's catalogue entry; absent when the company had none. */
  readonly fields?: JournalFields;
  /** Last edition's exhibits (empty when none). */
  readonly exhibits: readonly LastEditionExhibit[];
}
