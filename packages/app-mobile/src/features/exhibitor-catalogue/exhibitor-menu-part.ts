// This feature's entries in the company's menu (routes/exhibitor-menu-parts.ts collects every feature's).
import type { ExhibitorMenuEntry } from '../../routes/exhibitor-menu-entry';

export const exhibitorMenuPart: readonly ExhibitorMenuEntry[] = [
  { id: 'catalogueEntry', label: 'exhibitor-catalogue:menu.entry', to: '/exhibitorSelfService/information/info', modules: ['journal'] },
  { id: 'logo', label: 'exhibitor-catalogue:menu.logo', to: '/user-center/exhibitorLogo', modules: ['logo'] },
  { id: 'products', label: 'exhibitor-catalogue:menu.products', to: '/exhibitorSelfService/productShow', modules: ['products'] },
];
