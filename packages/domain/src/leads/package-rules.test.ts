import { describe, expect, it } from 'vitest';
import type { ActivePackage } from './lead-account.types';
import { buyRefusalOf, canCaptureLeads, packageInvoiceOrderOf, isLeadPackageType, isSingleLogin, LEAD_PACKAGES, managesStaff, seesAllLeads } from './package-rules';

const single: ActivePackage = { packageType: 'single', periodStart: '2026-12-01', periodEnd: '2026-12-03', maxConcurrentLogins: 1, paidBy: 'wechat' };
const multi: ActivePackage = { packageType: 'multi', periodStart: '2026-12-01', periodEnd: '2026-12-03', paidBy: 'transfer' };

describe('the lead tool packages (spec §6, §9)', () => {
  it('cost 1000 and 3000 CNY per show period; only the single one limits logins', () => {
    expect(LEAD_PACKAGES.single).toEqual({ priceYuan: 1000, maxConcurrentLogins: 1, hasStaff: false });
    expect(LEAD_PACKAGES.multi).toEqual({ priceYuan: 3000, hasStaff: true });
    expect(isLeadPackageType('multi')).toBe(true);
    expect(isLeadPackageType('team')).toBe(false);
  });

  it('can be bought by an account without one and without a transfer in review', () => {
    expect(buyRefusalOf({ role: 'none' })).toBeUndefined();
    expect(buyRefusalOf({ role: 'admin', package: single })).toBe('package_active');
    expect(buyRefusalOf({ role: 'staff', package: multi })).toBe('not_admin');
    const transfer = { transferId: 't', packageType: 'multi', amount: '3000.00', currency: 'CNY', receiptFileId: 'f', submitTime: '2026-12-01 10:00:00' } as const;
    expect(buyRefusalOf({ role: 'none', transfer: { ...transfer, state: 'in_review' } })).toBe('transfer_in_review');
    expect(buyRefusalOf({ role: 'none', transfer: { ...transfer, state: 'rejected' } })).toBeUndefined();
  });

  it('decide capture, the single login, who sees all leads and who manages staff', () => {
    expect(canCaptureLeads({})).toBe(false);
    expect(canCaptureLeads({ package: single })).toBe(true);
    expect(isSingleLogin({ package: single })).toBe(true);
    expect(isSingleLogin({ package: multi })).toBe(false);
    expect(seesAllLeads({ role: 'admin', package: multi })).toBe(true);
    expect(seesAllLeads({ role: 'admin', package: single })).toBe(false);
    expect(seesAllLeads({ role: 'staff', package: multi })).toBe(false);
    expect(managesStaff({ role: 'admin', package: multi })).toBe(true);
    expect(managesStaff({ role: 'admin', package: single })).toBe(false);
    expect(managesStaff({ role: 'admin' })).toBe(false);
  });
});

describe('the fapiao of a package (issue 29)', () => {
  const paid: ActivePackage = { ...single, orderId: 'o-1' };

  it('is requested by the admin who bought it, for the order it was paid with', () => {
    expect(packageInvoiceOrderOf({ role: 'admin', package: paid })).toBe('o-1');
    expect(packageInvoiceOrderOf({ role: 'admin', package: { ...paid, paidBy: 'transfer', orderId: 'o-2' } })).toBe('o-2');
  });

  it('is not offered to staff, without a package, or for a package with no order behind it', () => {
    expect(packageInvoiceOrderOf({ role: 'staff', package: paid })).toBeUndefined();
    expect(packageInvoiceOrderOf({ role: 'admin' })).toBeUndefined();
    expect(packageInvoiceOrderOf({ role: 'admin', package: single })).toBeUndefined();
  });
});
