// What the information backend keeps (issue 15): the pages, news, partners and materials of an
// exhibition, its booth numbers, the entry records, and what callers sent (enquiries, builder files and
// filings). Times are epoch ms; information-views.ts formats them.
import type { BuilderContact, EntranceRecord, InfoKind, Partner } from './information-wire.types';

export interface InfoPageRecord {
  exhibitionId: string;
  kind: InfoKind;
  title: string;
  titleEn: string;
  content: string;
  contentEn: string;
  updatedAt: number;
}

export interface NewsRecord {
  id: string;
  exhibitionId: string;
  title: string;
  titleEn: string;
  summary: string;
  summaryEn: string;
  cover?: string;
  content: string;
  contentEn: string;
  publishedAt: number;
}

export interface PartnerRecord extends Partner {
  exhibitionId: string;
}

export interface MaterialRecord {
  id: string;
  exhibitionId: string;
  title: string;
  titleEn: string;
  description: string;
  descriptionEn: string;
  /** What the PDF shows (ASCII). */
  lines: string[];
  publishedAt: number;
}

export interface EntranceSeed extends Omit<EntranceRecord, 'time'> {
  userId: string;
  at: number;
}

export interface EnquiryRecord {
  enquiryId: string;
  userId: string;
  at: number;
  fields: Record<string, string>;
}

export interface BuilderFileRecord {
  fileId: string;
  userId: string;
  name: string;
  size: number;
  contentType: string;
  bytes: Buffer;
  at: number;
}

export interface FilingRecord {
  filingId: string;
  userId: string;
  exhibitionId: string;
  company: string;
  contacts: BuilderContact[];
  boothNos: string[];
  documentIds: string[];
  state: 'submitted' | 'approved' | 'rejected';
  rejectReason?: string;
  submittedAt: number;
}

export interface InformationSeed {
  pages: InfoPageRecord[];
  news: NewsRecord[];
  partners: PartnerRecord[];
  materials: MaterialRecord[];
  boothNos: Set<string>;
  entrances: EntranceSeed[];
}
