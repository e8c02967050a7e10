// The lead tool's account, packages and staff (docs/endpoints.md "Trade-fair lead tool (issue 17)"):
// an exhibitor's lead account holds a package for the show period — single-person (1000 CNY, one
// concurrent login) or multi-person (3000 CNY, staff under one admin) — bought by WeChat Pay as an
// order (`kind: 'package'`) or by corporate bank transfer with a receipt the organiser reviews.

/** The two packages: single-person (one login at a time) and multi-person (staff under an admin). */
export type LeadPackageType = 'single' | 'multi';

/** The caller's part in the account: the admin (who bought it, sees every lead), a staff member, or none yet. */
export type LeadRole = 'admin' | 'staff' | 'none';

/** A bank transfer's review. */
export type TransferState = 'in_review' | 'approved' | 'rejected';

/** A package bought by corporate bank transfer (`RC leadPackage/transfer`). */
export interface TransferRequest {
  readonly transferId: string;
  readonly packageType: LeadPackageType;
  readonly amount: string;
  readonly currency: string;
  readonly state: TransferState;
  readonly rejectReason?: string;
  readonly receiptFileId: string;
  readonly submitTime: string;
}

/** The package the account holds for the show period. */
export interface ActivePackage {
  readonly packageType: LeadPackageType;
  /** `yyyy-MM-dd`. */
  readonly periodStart: string;
  readonly periodEnd: string;
  /** 1 for the single-person package; absent: no limit. */
  readonly maxConcurrentLogins?: number;
  readonly paidBy: 'wechat' | 'transfer';
  /**
   * The order the package was bought with (issue 29: its fapiao is requested like any order's): the WeChat
   * Pay order, or the one the organiser recorded on approving a bank transfer. Absent for a package given
   * another way (no order, nothing to invoice).
   */
  readonly orderId?: string;
}

/** `RC lead/account`: the caller's lead account. */
export interface LeadAccount {
  readonly accountId: string;
  readonly exhibitionId: string;
  readonly company: string;
  readonly role: LeadRole;
  readonly package?: ActivePackage;
  /** The latest bank transfer, while in review or after a refusal. */
  readonly transfer?: TransferRequest;
  readonly staffCount: number;
}

/** A package on sale for the show period (`RC leadPackage/catalogue`); the server's price. */
export interface PackageOffer {
  readonly packageType: LeadPackageType;
  readonly name: string;
  readonly nameEn: string;
  readonly price: string;
  readonly currency: string;
  readonly maxConcurrentLogins?: number;
  readonly periodStart: string;
  readonly periodEnd: string;
}

/** Where to send a corporate transfer (`RC leadPackage/bankInfo`). */
export interface BankTransferInfo {
  readonly accountName: string;
  readonly bankName: string;
  readonly accountNo: string;
  /** What to write in the transfer's remark, so the organiser can match it. */
  readonly reference: string;
  readonly offers: readonly PackageOffer[];
}

/** A staff member of a multi-person account (`RC lead/staff/*`). */
export interface LeadStaff {
  readonly userId: string;
  readonly name: string;
  readonly phone: string;
  readonly role: Exclude<LeadRole, 'none'>;
  readonly leadCount: number;
}

/** A receipt uploaded for a transfer (`RC leadPackage/receipt/upload`). */
export interface ReceiptUpload {
  readonly fileId: string;
  readonly name: string;
  readonly size: number;
  readonly contentType: string;
}
