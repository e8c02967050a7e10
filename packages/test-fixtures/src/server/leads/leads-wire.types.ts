// The lead tool's replies on the wire, as the backend sends them (docs/endpoints.md "Trade-fair lead tool
// (issue 17)"): times `yyyy-MM-dd HH:mm:ss` Beijing time, days `yyyy-MM-dd`, ids strings, money decimal
// strings in yuan. Absent values are left out here; the Jackson-nulls switch writes them as the backend
// does ("", -1, {}). The server's own types: lead-rules.test.ts checks that the domain's types read them.

export type LeadRating = 'hot' | 'warm' | 'cold' | 'unrated';
export type LeadSource = 'qr' | 'mobile' | 'manual';
export type LeadScope = 'mine' | 'all';
export type LeadPackageType = 'single' | 'multi';
export type LeadRole = 'admin' | 'staff';
export type TransferState = 'in_review' | 'approved' | 'rejected';

export interface FollowUpWire {
  date: string;
  note: string;
  done: boolean;
}

export interface SurveyAnswerWire {
  questionId: string;
  optionIds?: readonly string[];
  text?: string;
}

export interface LeadSurveyAnswersWire {
  surveyId: string;
  answers: readonly SurveyAnswerWire[];
}

export interface SurveyQuestionWire {
  id: string;
  title: string;
  titleEn: string;
  type: 'single' | 'multiple' | 'text';
  required: boolean;
  options: readonly { id: string; label: string; labelEn: string }[];
}

/** `RC lead/survey`: the exhibitor's qualification questions. */
export interface LeadSurveyWire {
  surveyId: string;
  title: string;
  titleEn: string;
  questions: readonly SurveyQuestionWire[];
}

export interface LeadWire {
  leadId: string;
  exhibitionId: string;
  source: LeadSource;
  badgeCode?: string;
  visitorId?: string;
  name: string;
  mobile: string;
  company?: string;
  jobTitle?: string;
  email?: string;
  rating: LeadRating;
  tags: string[];
  notes: string;
  followUp?: FollowUpWire;
  survey?: LeadSurveyAnswersWire;
  capturedBy: { userId: string; name: string };
  capturedAt: string;
  updateTime: string;
  version: number;
}

export interface VisitorCardWire {
  visitorId: string;
  badgeCode: string;
  name: string;
  mobile: string;
  company?: string;
  jobTitle?: string;
  email?: string;
}

/** `RC lead/byQr`, `RC lead/byMobile`. */
export interface LeadLookupWire {
  visitor: VisitorCardWire;
  lead?: LeadWire;
}

export interface LeadSaveReplyWire {
  lead: LeadWire;
  created: boolean;
}

export interface LeadUpdateReplyWire {
  lead: LeadWire;
  merged: boolean;
}

export interface LeadCountsWire {
  total: number;
  hot: number;
  warm: number;
  cold: number;
  unrated: number;
}

export interface LeadExportWire {
  exportId: string;
  fileName: string;
  format: 'xlsx';
  count: number;
  url: string;
  expireTime: string;
}

export interface TransferWire {
  transferId: string;
  packageType: LeadPackageType;
  amount: string;
  currency: string;
  state: TransferState;
  rejectReason?: string;
  receiptFileId: string;
  submitTime: string;
}

export interface ActivePackageWire {
  packageType: LeadPackageType;
  periodStart: string;
  periodEnd: string;
  maxConcurrentLogins?: number;
  paidBy: 'wechat' | 'transfer';
  /** The order the package was bought with, whose fapiao the admin may request (issue 29). */
  orderId?: string;
}

/** `RC lead/account`. */
export interface LeadAccountWire {
  accountId: string;
  exhibitionId: string;
  company: string;
  role: LeadRole;
  package?: ActivePackageWire;
  transfer?: TransferWire;
  staffCount: number;
}

/** `RC leadPackage/catalogue`: a package on sale for the show period. */
export interface PackageOfferWire {
  packageType: LeadPackageType;
  name: string;
  nameEn: string;
  price: string;
  currency: string;
  maxConcurrentLogins?: number;
  periodStart: string;
  periodEnd: string;
}

/** `RC leadPackage/bankInfo`. */
export interface BankTransferInfoWire {
  accountName: string;
  bankName: string;
  accountNo: string;
  reference: string;
  offers: PackageOfferWire[];
}

/** `RC leadPackage/receipt/upload`. */
export interface ReceiptUploadWire {
  fileId: string;
  name: string;
  size: number;
  contentType: string;
}

/** `RC lead/staff/*`. */
export interface LeadStaffWire {
  userId: string;
  name: string;
  phone: string;
  role: LeadRole;
  leadCount: number;
}
