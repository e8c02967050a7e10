// This feature's entries in the company's menu (routes/exhibitor-menu-parts.ts collects every feature's).
import type { ExhibitorMenuEntry } from '../../routes/exhibitor-menu-entry';

export const exhibitorMenuPart: readonly ExhibitorMenuEntry[] = [
  { id: 'invitationTemplates', label: 'exhibitor-letters:menu.templates', to: '/exhibitorSelfServiceNew/invitationTemplate', modules: ['company'], adminOnly: true },
  { id: 'visaLetters', label: 'exhibitor-letters:menu.visa', to: '/exhibitorSelfService/visaInfo', modules: ['company'], adminOnly: true },
  { id: 'checkinNotice', label: 'exhibitor-letters:menu.checkin', to: '/user-center/exhibitorReport', modules: ['company'] },
];
