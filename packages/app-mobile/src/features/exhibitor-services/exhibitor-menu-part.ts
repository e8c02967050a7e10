// This feature's entries in the company's menu (routes/exhibitor-menu-parts.ts collects every feature's).
import type { ExhibitorMenuEntry } from '../../routes/exhibitor-menu-entry';

export const exhibitorMenuPart: readonly ExhibitorMenuEntry[] = [
  { id: 'services', label: 'exhibitor-services:menu.services', to: '/exhibitorSelfService/serviceOrder', modules: ['services'] },
  { id: 'ads', label: 'exhibitor-services:menu.ads', to: '/exhibitorSelfService/adsBooking', modules: ['ads'] },
  { id: 'translation', label: 'exhibitor-services:menu.translation', to: '/exhibitorSelfService/translateBooking', modules: ['translation'] },
];
