// The exhibitor's catalogue replies as the backend writes them (design exhibitor.md §5.1, "ours"): no
// entry or draft is {} under Jackson nulls, no reason or picture "".

export interface JournalFieldsWire {
  exhibitorJournalName: string;
  exhibitorJournalEnName: string;
  journalContacts: string;
  journalContactInformation: string;
  journalIntroduction: string;
  journalEnIntroduction: string;
}

export interface CatalogueEntryWire {
  state: string;
  entry: JournalFieldsWire | null;
  draft: JournalFieldsWire | null;
  approved: JournalFieldsWire | null;
  approvedAt: string | null;
  journalLogo: string;
  rejectReason: string | null;
  deadline: string;
  serverTime: number;
}

export interface EntryVersionWire {
  version: number;
  submittedAt: string;
  state: string;
  rejectReason: string | null;
  fields: JournalFieldsWire;
}

export interface StoredUploadWire {
  fileId: string;
  url: string;
  size: number;
  width: number | null;
  height: number | null;
}

export interface CompanyLogoWire {
  url: string;
}

export interface ProductWire {
  id: string;
  name: string;
  nameEn: string;
  description: string;
  descriptionEn: string | null;
  image: string | null;
  video: MediaFileWire | null;
  state: string;
  rejectReason: string | null;
}

export interface ProductListWire {
  max: number;
  products: ProductWire[];
}

export interface MediaFileWire {
  fileId: string;
  url: string;
  name: string;
  size: number;
}

export interface ExhibitMediaWire {
  exhibitId: string;
  maxImages: number;
  images: MediaFileWire[];
  video: MediaFileWire | null;
  approved: ApprovedExhibitWire | null;
}

export interface ApprovedExhibitWire {
  name: string;
  nameEn: string;
  category: string;
  description: string;
  images: string[];
  video: string;
  approvedAt: string;
}

/** One of the company's exhibits at the last edition: its texts only (pictures are not carried over). */
export interface LastEditionExhibitWire {
  name: string;
  nameEn: string;
  category: string;
  description: string;
}

export interface LastEditionWire {
  edition: string;
  fields: JournalFieldsWire | null;
  /** Last edition's exhibits, offered as starting drafts of new exhibits ([] when none). */
  exhibits: LastEditionExhibitWire[];
}
