// Exhibitor self-service, the guests (issue 31, design exhibitor.md §2.5): inviting buyers for the
// company by the four ways (the reach feature's invitations with the company's inviteDeptId on every
// link), the company's buyers by state, and its VIP quota and VIP invitations. Every route needs a login
// (the domain's route catalogue).
import { lazyScreen } from '../../routes/lazy-screen';
import type { RouteEntry } from '../../routes/route-entry';

export const routes: readonly RouteEntry[] = [
  { path: '/exhibitorSelfService/inviteRegistration', screen: lazyScreen(() => import('./invite/invite-ways-screen')), titleKey: 'exhibitor-guests:title.invite' },
  {
    path: '/exhibitorSelfService/inviteRegistration-form/:inviteFormType',
    screen: lazyScreen(() => import('./invite/invite-way-screen')),
    titleKey: 'exhibitor-guests:title.inviteWay',
    home: '/exhibitorSelfService/inviteRegistration',
  },
  { path: '/exhibitorSelfService/invitingBuyers/list', screen: lazyScreen(() => import('./buyers/buyers-screen')), titleKey: 'exhibitor-guests:title.buyers' },
  { path: '/exhibitorSelfService/inviteVIP', screen: lazyScreen(() => import('./vip/vip-screen')), titleKey: 'exhibitor-guests:title.vip' },
  {
    path: '/exhibitorSelfService/inviteVIP/inviteForm',
    screen: lazyScreen(() => import('./vip/vip-invite-screen')),
    titleKey: 'exhibitor-guests:title.vipInvite',
    home: '/exhibitorSelfService/inviteVIP',
  },
];
