// The exhibitor's company as the app sees it (design exhibitor.md §5.1, "ours"): the application, the
// company, its booths, the modules the organiser opened for this login, and the materials it hands in.

/** The exhibitor modules a login may manage (spec §6 "exhibitor permission is fetched per user"). */
export type ExhibitorModule =
  | 'company'
  | 'journal'
  | 'board'
  | 'manual'
  | 'logo'
  | 'exhibits'
  | 'products'
  | 'services'
  | 'ads'
  | 'translation'
  | 'documents'
  | 'passes'
  | 'invitations'
  | 'vip'
  | 'templates'
  | 'visa'
  | 'checkin';

/** Where the company's application stands. */
export type ApplicationState = 'none' | 'submitted' | 'approved' | 'rejected';

export interface ExhibitorBooth {
  readonly boothNo: string;
  readonly hallNo: string;
  readonly type: 'standard' | 'raw';
  readonly areaM2: number;
}

export interface ExhibitorCompany {
  readonly deptId: string;
  readonly fullName: string;
  readonly fullEnName?: string;
  readonly creditCode?: string;
  readonly logo?: string;
}

/**
 * `GET RC exhibitor/certificationCode` (the company's admin only): the code that binds a colleague's login
 * to the company, 8 upper-case letters or digits.
 */
export interface CertificationCode {
  readonly deptId: string;
  readonly code: string;
}

/** `GET RC exhibitor/profile`: everything the onboarding decision and the user centre's card need. */
export interface ExhibitorProfile {
  /** `sent`: a refused application as it was sent, for its applicant to change and send again. */
  readonly application: { readonly state: ApplicationState; readonly rejectReason?: string; readonly submittedAt?: string; readonly sent?: ExhibitorApplication };
  /** The company form (`formConfigForExhibitorSelf`): complete (`succ`) or not. */
  readonly formComplete: boolean;
  /** True once this login is tied to a company by its certification code. */
  readonly certified: boolean;
  readonly company?: ExhibitorCompany;
  readonly booths: readonly ExhibitorBooth[];
  readonly permissions: readonly ExhibitorModule[];
  /** True when this login is the company's admin (sees and renews the certification code). */
  readonly admin: boolean;
}

/** What `RC exhibitor/apply` takes: the company's application to exhibit. */
export interface ExhibitorApplication {
  readonly companyName: string;
  readonly companyEnName?: string;
  readonly creditCode: string;
  readonly contactName: string;
  readonly mobile: string;
  readonly email?: string;
  readonly boothType: 'standard' | 'raw';
  /** Standard booths: how many; raw space: the area in m². Never above 300 (spec §5). */
  readonly boothQuantity: number;
  /** What the company exhibits: a code of the `exhibitCategory` dictionary (EXHIBIT_CATEGORY_DICTIONARY). */
  readonly exhibitCategory: string;
}

/** The state of one material (a manual form, the fascia, the catalogue entry) on the wire. */
export type MaterialState = 'notStarted' | 'draft' | 'submitted' | 'approved' | 'rejected';

export interface ExhibitorMaterial {
  readonly materialTypeV2: string;
  readonly module: ExhibitorModule;
  readonly title: string;
  readonly titleEn: string;
  /** `yyyy-MM-dd HH:mm:ss`, Beijing time. */
  readonly deadline: string;
  readonly state: MaterialState;
  readonly rejectReason?: string;
  /** Whether the organiser requires it (false: optional, e.g. a receipt only some companies hand in). */
  readonly required: boolean;
}

/** `GET RC exhibitor/materials`: the company's materials this login may hand in, and the server clock. */
export interface ExhibitorMaterials {
  /** The server clock (epoch ms) the deadlines are judged on (materialTaskState, byUrgency). */
  readonly serverTime: number;
  readonly materials: readonly ExhibitorMaterial[];
}

/** Which of the company's documents from the organiser: invoices (booth fees, service orders) or contracts. */
export type ExhibitorDocumentKind = 'invoice' | 'contract';

/** `GET RC exhibitor/documents`: one invoice or contract of the company. */
export interface ExhibitorDocument {
  readonly id: string;
  readonly number: string;
  readonly title: string;
  readonly titleEn: string;
  /** The server's decimal string (an invoice); prices are never computed in the client. */
  readonly amount?: string;
  readonly currency?: string;
  /** invoice: `issuing` | `issued` | `reversed`; contract: `sent` | `signed`. */
  readonly state: string;
  /** `yyyy-MM-dd HH:mm:ss`, Beijing time. */
  readonly issueTime?: string;
  /** The PDF at a signed address (10 minutes): none while an invoice is being issued. */
  readonly pdfUrl?: string;
}

/** `GET RC booth/public` (no login): the company's public booth card, both languages. */
export interface PublicBoothCard {
  readonly deptId: string;
  readonly fullName: string;
  readonly fullEnName?: string;
  readonly logo?: string;
  readonly introduction?: string;
  readonly introductionEn?: string;
  /** Empty while the organiser has not allocated a booth yet ("booth to be allocated"). */
  readonly booths: readonly ExhibitorBooth[];
  /** The products the organiser approved, as visitors see them. */
  readonly products: readonly PublicProduct[];
  /** The catalogue entry's contact as approved, its phone masked by the server; absent before one is approved. */
  readonly contact?: { readonly name: string; readonly phone: string };
}

/** A product on the public booth card. */
export interface PublicProduct {
  readonly id: string;
  readonly name: string;
  readonly nameEn?: string;
  readonly description?: string;
  readonly descriptionEn?: string;
  /** The picture's address, if it has one. */
  readonly image?: string;
}
