import type { ExhibitorProfile } from '@fairpass/domain/exhibitor';
import { describe, expect, it } from 'vitest';
import { exhibitorMenuPart } from '../exhibitor-menu-part';
import { menuOf as menuOfAll } from './exhibitor-menu';

/** This feature's own entries (other features contribute theirs to the same menu). */
const menuOf = (profile: ExhibitorProfile) => menuOfAll(profile, exhibitorMenuPart);

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
      { id: 'information', label: 'exhibitor:home.menu.information', href: '/exhibitorSelfService/information' },
      { id: 'exhibits', label: 'exhibitor:home.menu.exhibits', href: '/exhibitorSelfService/exhibit/list' },
      { id: 'invoices', label: 'exhibitor:home.menu.invoices', href: '/exhibitorSelfService/datadownload/invoice' },
      { id: 'contracts', label: 'exhibitor:home.menu.contracts', href: '/exhibitorSelfService/datadownload/contract' },
      { id: 'boothCard', label: 'exhibitor:home.menu.boothCard', href: '/exhibitorSelfService/boothInfo?deptId=dept-1001' },
      { id: 'certification', label: 'exhibitor:home.menu.certification', href: '/exhibitorSelfService/exhCertificationCode' },
    ]);
  });
  it("keeps the admin's entries from other logins", () => {
    expect(menuOf(profile({ admin: false })).links.map((l) => l.id)).toEqual(['information', 'exhibits', 'invoices', 'contracts', 'boothCard']);
  });
  it('names the entries of modules not opened instead of linking them', () => {
    const menu = menuOf(profile({ admin: false, permissions: ['products'] }));
    expect(menu.links).toEqual([]);
    expect(menu.refused.map((r) => r.id)).toEqual(['information', 'exhibits', 'invoices', 'contracts', 'boothCard']);
  });
});
