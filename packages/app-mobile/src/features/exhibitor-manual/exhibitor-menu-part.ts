// This feature's entries in the company's menu (routes/exhibitor-menu-parts.ts collects every feature's):
// the company form. The manual's sections open from the paperwork list's rows (/exhibitorSelfService/information).
import type { ExhibitorMenuEntry } from '../../routes/exhibitor-menu-entry';

export const exhibitorMenuPart: readonly ExhibitorMenuEntry[] = [
  { id: 'companyForm', label: 'exhibitor-manual:menu.companyForm', to: '/exhibitorSelfService/formInfoWap', modules: ['company'], adminOnly: true },
];
