// The exhibition's information pages, news, partners, materials, the special-equipment enquiry, the
// booth builder's filing and the caller's entry records as the `RC info/*`, `RC news/*`,
// `RC partner/*`, `RC material/*`, `RC special/*`, `RC builder/*` and `RC entrance/*` endpoints send
// them (docs/endpoints.md "Information"). Times are `yyyy-MM-dd HH:mm:ss` Beijing time; HTML content
// is sanitised by the client before it is shown.

export type InfoPageKind = 'hotel' | 'traffic' | 'special';

/** A static information page (`RC info/page`). */
export interface InfoPage {
  readonly kind: InfoPageKind;
  readonly title: string;
  readonly titleEn: string;
  /** HTML. */
  readonly content: string;
  readonly contentEn: string;
  readonly updateTime: string;
}

/** A news item: the list leaves the content out, the detail carries it. */
export interface NewsItem {
  readonly id: string;
  readonly title: string;
  readonly titleEn: string;
  readonly summary: string;
  readonly summaryEn: string;
  readonly cover?: string;
  readonly publishTime: string;
  /** HTML; only on `RC news/detail`. */
  readonly content?: string;
  readonly contentEn?: string;
}

/** A partner (`RC partner/list`); `url` is followed only when its origin is on the allowlist. */
export interface Partner {
  readonly id: string;
  readonly name: string;
  readonly nameEn: string;
  readonly logo?: string;
  readonly url?: string;
  readonly category: string;
  readonly categoryEn: string;
}

/** A downloadable material (`RC material/*`). */
export interface Material {
  readonly id: string;
  readonly title: string;
  readonly titleEn: string;
  readonly description: string;
  readonly descriptionEn: string;
  readonly fileType: 'pdf';
  /** Bytes. */
  readonly size: number;
  /** A signed address on the API's origin, valid 10 minutes. */
  readonly url: string;
  readonly publishTime: string;
}

/** The special-equipment enquiry's input (`RC special/enquiry`, besides the exhibition). */
export interface SpecialEnquiry {
  readonly company: string;
  readonly contact: string;
  readonly phone: string;
  readonly email?: string;
  /** Square metres. */
  readonly boothArea?: number;
  readonly message: string;
}

/** A booth builder's on-site contact. */
export interface BuilderContact {
  readonly name: string;
  readonly phone: string;
}

/** An uploaded filing document (`RC builder/upload` answers `{fileId, name, size, contentType}`). */
export interface BuilderDocument {
  readonly fileId: string;
  readonly name: string;
  /** Bytes. */
  readonly size: number;
  readonly contentType?: string;
}

export type BuilderFilingState = 'submitted' | 'approved' | 'rejected';

/** The booth builder's filing (`RC builder/filing`). */
export interface BuilderFiling {
  readonly filingId: string;
  readonly company: string;
  readonly contacts: readonly BuilderContact[];
  readonly boothNos: readonly string[];
  readonly documents: readonly BuilderDocument[];
  readonly state: BuilderFilingState;
  readonly rejectReason?: string;
  readonly submitTime: string;
}

/** A filing to submit (`POST RC builder/filing`, besides the exhibition). */
export interface BuilderFilingRequest {
  readonly company: string;
  readonly contacts: readonly BuilderContact[];
  readonly boothNos: readonly string[];
  /** The `fileId`s of uploaded documents. */
  readonly documentIds: readonly string[];
}

/** One pass through an entrance gate (`RC entrance/list`). */
export interface EntranceRecord {
  readonly id: string;
  readonly time: string;
  readonly gate: string;
  readonly gateEn: string;
  readonly direction: 'in' | 'out';
  readonly ticketName: string;
  readonly ticketNameEn: string;
}
