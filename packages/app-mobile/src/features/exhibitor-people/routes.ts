// Exhibitor self-service, the people (issue 31, design exhibitor.md §2.4): the company's pass types, the
// holders of one type with the add form, last edition's holders to apply for again, and the link by which
// staff apply themselves, and where that link leads a staff member (open without login; every other route
// needs one: the domain's route catalogue).
import { lazyScreen } from '../../routes/lazy-screen';
import type { RouteEntry } from '../../routes/route-entry';

export const routes: readonly RouteEntry[] = [
  { path: '/exhibitorSelfService/exhInviteStaff', screen: lazyScreen(() => import('./staff/staff-landing-screen')), titleKey: 'exhibitor-people:title.staff' },
  { path: '/exhibitorSelfService/documentManagement/list', screen: lazyScreen(() => import('./passes/pass-types-screen')), titleKey: 'exhibitor-people:title.passes' },
  {
    path: '/document-manage-info-detail/:type',
    screen: lazyScreen(() => import('./passes/pass-holders-screen')),
    titleKey: 'exhibitor-people:title.holders',
    home: '/exhibitorSelfService/documentManagement/list',
  },
  {
    path: '/document-manage-previous-list/:type',
    screen: lazyScreen(() => import('./passes/previous-holders-screen')),
    titleKey: 'exhibitor-people:title.previous',
    home: '/exhibitorSelfService/documentManagement/list',
  },
  { path: '/personnel', screen: lazyScreen(() => import('./personnel/personnel-screen')), titleKey: 'exhibitor-people:title.personnel' },
  {
    path: '/exhibitorSelfService/documentManagement/inviteCodePage',
    screen: lazyScreen(() => import('./passes/invite-code-screen')),
    titleKey: 'exhibitor-people:title.inviteCode',
    home: '/exhibitorSelfService/documentManagement/list',
  },
];
