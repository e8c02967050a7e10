// This feature's entries in the company's menu (routes/exhibitor-menu-parts.ts collects every feature's).
import type { ExhibitorMenuEntry } from '../../routes/exhibitor-menu-entry';

export const exhibitorMenuPart: readonly ExhibitorMenuEntry[] = [
  { id: 'inviteBuyers', label: 'exhibitor-guests:menu.invite', to: '/exhibitorSelfService/inviteRegistration', modules: ['company'] },
  { id: 'buyers', label: 'exhibitor-guests:menu.buyers', to: '/exhibitorSelfService/invitingBuyers/list', modules: ['company'] },
  { id: 'vip', label: 'exhibitor-guests:menu.vip', to: '/exhibitorSelfService/inviteVIP', modules: ['company'] },
];
