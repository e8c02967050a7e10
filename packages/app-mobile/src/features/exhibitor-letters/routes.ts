// Exhibitor self-service, the letters (issue 31, design exhibitor.md §2.4 visaInfo, §2.5 templates, §2.6
// check-in): the organiser's invitation templates previewed with the company's facts, the company's own
// and their editor, visa invitation letters for foreign staff, and the on-site check-in notice (with and
// without the QR picture). Every route needs a login (the domain's route catalogue).
import { lazyScreen } from '../../routes/lazy-screen';
import type { RouteEntry } from '../../routes/route-entry';

export const routes: readonly RouteEntry[] = [
  { path: '/exhibitorSelfService/invitationTemplate', screen: lazyScreen(() => import('./templates/organiser-templates-screen')), titleKey: 'exhibitor-letters:title.organiser' },
  { path: '/exhibitorSelfServiceNew/invitationTemplate', screen: lazyScreen(() => import('./templates/my-templates-screen')), titleKey: 'exhibitor-letters:title.mine' },
  {
    path: '/exhibitorSelfServiceNew/invitationTemplate/editInvitation',
    screen: lazyScreen(() => import('./templates/edit-invitation-screen')),
    titleKey: 'exhibitor-letters:title.edit',
    home: '/exhibitorSelfServiceNew/invitationTemplate',
  },
  { path: '/exhibitorSelfService/visaInfo', screen: lazyScreen(() => import('./visa/visa-screen')), titleKey: 'exhibitor-letters:title.visa' },
  { path: '/user-center/exhibitorReport', screen: lazyScreen(() => import('./checkin/checkin-screen')), titleKey: 'exhibitor-letters:title.checkin' },
  { path: '/user-center/exhibitorReportNoImg', screen: lazyScreen(() => import('./checkin/checkin-text-screen')), titleKey: 'exhibitor-letters:title.checkin' },
];
