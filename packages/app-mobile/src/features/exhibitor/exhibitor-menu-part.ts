// This feature's entries in the company's menu (routes/exhibitor-menu-parts.ts collects every feature's).
import { PAPERWORK_MODULES } from './information/paperwork';
import type { ExhibitorMenuEntry } from '../../routes/exhibitor-menu-entry';

export const exhibitorMenuPart: readonly ExhibitorMenuEntry[] = [
  { id: 'information', label: 'exhibitor:home.menu.information', to: '/exhibitorSelfService/information', modules: PAPERWORK_MODULES },
  { id: 'exhibits', label: 'exhibitor:home.menu.exhibits', to: '/exhibitorSelfService/exhibit/list', modules: ['exhibits'] },
  { id: 'invoices', label: 'exhibitor:home.menu.invoices', to: '/exhibitorSelfService/datadownload/invoice', modules: ['company'] },
  { id: 'contracts', label: 'exhibitor:home.menu.contracts', to: '/exhibitorSelfService/datadownload/contract', modules: ['company'] },
  {
    id: 'boothCard',
    label: 'exhibitor:home.menu.boothCard',
    to: '/exhibitorSelfService/boothInfo',
    modules: ['company'],
    query: (p): Readonly<Record<string, string>> => (p.company ? { deptId: p.company.deptId } : {}),
  },
  { id: 'certification', label: 'exhibitor:home.menu.certification', to: '/exhibitorSelfService/exhCertificationCode', modules: ['company'], adminOnly: true },
];
