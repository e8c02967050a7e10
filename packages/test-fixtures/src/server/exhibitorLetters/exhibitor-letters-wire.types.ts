// The exhibitor's letters on the wire (design exhibitor.md §5.2, "ours"): templates, visa letters and
// the check-in notice, as the contract server answers them.

export interface TemplateWire {
  id: string;
  scope: 'organiser' | 'mine';
  state: 'draft' | 'published';
  titleZh: string;
  titleEn: string;
  bodyZh: string;
  bodyEn: string;
  pictureUrl: string;
  isDefault: boolean;
  updatedAt: string;
}

export interface TemplateListWire {
  templates: TemplateWire[];
  company: { fullName: string; fullEnName: string; companyExhibitionVO: { exhibitionHallNo: string; boothNo: string; boothNos: string } };
}

export interface PictureWire {
  url: string;
}

export interface VisaLetterWire {
  id: string;
  number: string;
  passportName: string;
  passportNo: string;
  nationality: string;
  gender: string;
  birthDate: string;
  passportExpiry: string;
  arrival: string;
  departure: string;
  jobTitle: string;
  consulateCity: string;
  state: string;
  rejectReason: string | null;
  pdfUrl: string | null;
  /** The no-token verification page of an issued letter (its QR code's address). */
  verifyUrl: string | null;
  submittedAt: string;
  reviewedAt: string | null;
  decidedAt: string | null;
}

export interface VisaLettersWire {
  letters: VisaLetterWire[];
  firstDay: string;
  lastDay: string;
}

export interface CheckinWire {
  code: string;
  companyName: string;
  companyNameEn: string;
  hallNo: string;
  boothNos: string[];
  passesToCollect: { name: string; nameEn: string; count: number }[];
  opensAt: string;
  closesAt: string;
  checkedInAt: string | null;
  serverTime: string;
}
