// The information shapes of docs/endpoints.md "Information" (issue 15), field by field.

export type InfoKind = 'hotel' | 'traffic' | 'special';

export interface InfoPage {
  kind: InfoKind;
  title: string;
  titleEn: string;
  content: string;
  contentEn: string;
  updateTime: string;
}

export interface NewsItem {
  id: string;
  title: string;
  titleEn: string;
  summary: string;
  summaryEn: string;
  cover?: string;
  publishTime: string;
}

export interface NewsDetail extends NewsItem {
  content: string;
  contentEn: string;
}

export interface Partner {
  id: string;
  name: string;
  nameEn: string;
  logo?: string;
  url?: string;
  category: string;
  categoryEn: string;
}

export interface Material {
  id: string;
  title: string;
  titleEn: string;
  description: string;
  descriptionEn: string;
  fileType: 'pdf';
  size: number;
  url: string;
  publishTime: string;
}

export interface EnquiryReceipt {
  enquiryId: string;
}

export interface BuilderFile {
  fileId: string;
  name: string;
  size: number;
  contentType: string;
}

export interface BuilderContact {
  name: string;
  phone: string;
}

export interface BuilderFiling {
  filingId: string;
  company: string;
  contacts: BuilderContact[];
  boothNos: string[];
  documents: { fileId: string; name: string; size: number }[];
  state: 'submitted' | 'approved' | 'rejected';
  rejectReason?: string;
  submitTime: string;
}

export interface EntranceRecord {
  id: string;
  time: string;
  gate: string;
  gateEn: string;
  direction: 'in' | 'out';
  ticketName: string;
  ticketNameEn: string;
}
