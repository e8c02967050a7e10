import type { Buyer } from '../kit/buyer';
// What the lead tool's backend keeps (issue 17): the visitors a badge or a mobile finds, the exhibitors'
// lead accounts with their survey, staff and package, the leads, the bank transfers and their receipts,
// and the spreadsheets prepared for download.
import type { LeadPackageType, LeadSurveyWire, LeadWire } from './leads-wire.types';

export interface VisitorRecord {
  visitorId: string;
  exhibitionId: string;
  badgeCode: string;
  name: string;
  mobile: string;
  company: string;
  jobTitle: string;
  email: string;
}

/** How the account's package was paid; its period is the exhibition's show period. */
export interface PackageHold {
  packageType: LeadPackageType;
  paidBy: 'wechat' | 'transfer';
  /** The order it was bought with (the WeChat Pay order, or the one recorded when a transfer was approved). */
  orderId?: string;
}

export interface LeadAccountRecord {
  accountId: string;
  exhibitionId: string;
  deptId: string;
  company: string;
  adminUserId: string;
  staffUserIds: string[];
  /** A package given by the seeds; one bought during the run is read from its order or transfer. */
  seededPackage?: PackageHold;
  survey: LeadSurveyWire;
}

/** A lead as the server keeps it: the wire's fields, with its owner account and the capturer kept flat. */
export interface LeadRecord extends Omit<LeadWire, 'capturedBy' | 'updateTime'> {
  accountId: string;
  capturedByUserId: string;
  capturedByName: string;
  createdAt: number;
  updatedAt: number;
}

export interface ReceiptRecord {
  fileId: string;
  userId: string;
  name: string;
  size: number;
  contentType: string;
  at: number;
}

export interface TransferRecord {
  transferId: string;
  accountId: string;
  userId: string;
  exhibitionId: string;
  packageType: LeadPackageType;
  amountFen: number;
  receiptFileId: string;
  payerName: string;
  state: 'in_review' | 'approved' | 'rejected';
  rejectReason?: string;
  submittedAt: number;
  /** Who sent it (the order an approval records is theirs, so its fapiao is theirs to request). */
  buyer: Buyer;
  /** The paid order recorded when the organiser approved it (issue 29: the package's fapiao). */
  orderId?: string;
}

export interface ExportRecord {
  exportId: string;
  accountId: string;
  language: 'cn' | 'en';
  /** The leads as they were asked for (their ids, in list order). */
  leadIds: string[];
  createdAt: number;
}
