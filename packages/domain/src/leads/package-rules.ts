// The lead tool's packages as spec §6 and §9 state them: a single-person account at 1000 CNY per show
// period with one concurrent login, and a multi-person account at 3000 CNY per show period. The server
// prices the order; these constants are the spec's, for rules and tests (the app shows the server's price).
import type { LeadAccount, LeadPackageType, LeadRole } from './lead-account.types';

export type { LeadPackageType } from './lead-account.types';

export const LEAD_PACKAGE_TYPES = ['single', 'multi'] as const satisfies readonly LeadPackageType[];

export interface LeadPackageRule {
  /** Yuan per show period (spec §9). */
  readonly priceYuan: number;
  /** Logins at once; undefined: no limit. */
  readonly maxConcurrentLogins?: number;
  /** Whether the account can have staff besides its admin. */
  readonly hasStaff: boolean;
}

export const LEAD_PACKAGES: Readonly<Record<LeadPackageType, LeadPackageRule>> = {
  single: { priceYuan: 1000, maxConcurrentLogins: 1, hasStaff: false },
  multi: { priceYuan: 3000, hasStaff: true },
};

export const isLeadPackageType = (value: unknown): value is LeadPackageType => (LEAD_PACKAGE_TYPES as readonly unknown[]).includes(value);

/** Why the caller cannot buy a package now, or undefined when they can. */
export type BuyRefusal = 'package_active' | 'transfer_in_review' | 'not_admin';

export const buyRefusalOf = (account: Pick<LeadAccount, 'role' | 'package' | 'transfer'>): BuyRefusal | undefined => {
  if (account.role === 'staff') return 'not_admin';
  if (account.package !== undefined) return 'package_active';
  if (account.transfer?.state === 'in_review') return 'transfer_in_review';
  return undefined;
};

/**
 * The order whose fapiao the caller may request for the package (issue 29): the admin's, who bought it,
 * once it was paid for by an order; undefined for staff, or a package with no order behind it. Whether the
 * order can still be invoiced (amount, currency, an application already made) is the invoicing server's.
 */
export const packageInvoiceOrderOf = (account: Pick<LeadAccount, 'role' | 'package'>): string | undefined =>
  account.role === 'admin' ? account.package?.orderId : undefined;

/** Whether the account may capture and sync leads: it holds a package. */
export const canCaptureLeads = (account: Pick<LeadAccount, 'package'>): boolean => account.package !== undefined;

/** Whether a second login ends the first (spec §8 "only one employee may log in"). */
export const isSingleLogin = (account: Pick<LeadAccount, 'package'>): boolean => account.package?.maxConcurrentLogins === 1;

/** Who sees every staff member's leads and may export them all: the admin of a multi-person account. */
export const seesAllLeads = (account: { readonly role: LeadRole; readonly package?: { readonly packageType: LeadPackageType } }): boolean =>
  account.role === 'admin' && account.package?.packageType === 'multi';

/** Whether the caller may add and remove staff. */
export const managesStaff = (account: { readonly role: LeadRole; readonly package?: { readonly packageType: LeadPackageType } }): boolean =>
  account.role === 'admin' && account.package !== undefined && LEAD_PACKAGES[account.package.packageType].hasStaff;
