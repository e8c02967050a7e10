import type { ExhibitorProfile } from '@fairpass/domain/exhibitor';
import { describe, expect, it } from 'vitest';
import { menuOf } from './exhibitor-menu';

const profile = (over: Partial<ExhibitorProfile>): ExhibitorProfile => ({
  application: { state: 'approved' },
  formComplete: true,
  certified: true,
  company: { deptId: 'dept-1001', fullName: '示范电子有限公司' },
  booths: [],
  permissions: ['company', 'products', 'manual', 'exhibits'],
  admin: true,
  ...over,
});

describe("the company's menu in the personal centre", () => {
  it('links the screens of the modules opened, with the company on the booth card', () => {
    expect(menuOf(profile({})).links).toEqual([
      { label: 'information', href: '/exhibitorSelfService/information' },
      { label: 'exhibits', href: '/exhibitorSelfService/exhibit/list' },
      { label: 'invoices', href: '/exhibitorSelfService/datadownload/invoice' },
      { label: 'contracts', href: '/exhibitorSelfService/datadownload/contract' },
      { label: 'boothCard', href: '/exhibitorSelfService/boothInfo?deptId=dept-1001' },
      { label: 'certification', href: '/exhibitorSelfService/exhCertificationCode' },
    ]);
  });
  it("keeps the admin's entries from other logins", () => {
    expect(menuOf(profile({ admin: false })).links.map((l) => l.label)).toEqual(['information', 'exhibits', 'invoices', 'contracts', 'boothCard']);
  });
  it('names the entries of modules not opened instead of linking them', () => {
    const menu = menuOf(profile({ admin: false, permissions: ['products'] }));
    expect(menu.links).toEqual([]);
    expect(menu.refused).toEqual(['information', 'exhibits', 'invoices', 'contracts', 'boothCard']);
  });
});
