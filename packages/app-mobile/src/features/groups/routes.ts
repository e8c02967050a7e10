// Group management and sub-accounts (spec §2 "Group management and related"): the leader's home, the
// group's details, the members and one member, the join QR code, the printable entry codes; a group
// account's sub-accounts, their form, password reset and details. Every route needs a login (the
// domain's route catalogue) but the join link's landing, which names the group before any login (issue
// 29); only a group leader gets past the other screens' reads (GROUP.NOT_LEADER).
import { lazyScreen } from '../../routes/lazy-screen';
import type { RouteEntry } from '../../routes/route-entry';

export const routes: readonly RouteEntry[] = [
  { path: '/groupManagement', screen: lazyScreen(() => import('./home/group-home-screen')), titleKey: 'groups:title.home' },
  { path: '/groupManagement/form', screen: lazyScreen(() => import('./form/group-form-screen')), titleKey: 'groups:title.form', home: '/groupManagement' },
  { path: '/groupManagement/operateList', screen: lazyScreen(() => import('./members/member-list-screen')), titleKey: 'groups:title.members', home: '/groupManagement' },
  { path: '/groupManagement/detail', screen: lazyScreen(() => import('./members/member-detail-screen')), titleKey: 'groups:title.member', home: '/groupManagement/operateList' },
  { path: '/groupManagement/qrCode', screen: lazyScreen(() => import('./qr/join-qr-screen')), titleKey: 'groups:title.qr', home: '/groupManagement' },
  { path: '/groupManagement/join', screen: lazyScreen(() => import('./qr/join-landing-screen')), titleKey: 'groups:title.join' },
  { path: '/groupManagement/printCode', screen: lazyScreen(() => import('./print/print-code-screen')), titleKey: 'groups:title.print', home: '/groupManagement' },
  { path: '/subordinate', screen: lazyScreen(() => import('./sub-accounts/sub-account-list-screen')), titleKey: 'groups:title.subAccounts' },
  { path: '/subordinate/form', screen: lazyScreen(() => import('./sub-accounts/sub-account-form-screen')), titleKey: 'groups:title.subAccountForm', home: '/subordinate' },
  { path: '/subordinate/resetPwd/:userId', screen: lazyScreen(() => import('./sub-accounts/reset-password-screen')), titleKey: 'groups:title.resetPassword', home: '/subordinate' },
  { path: '/subordinate/details/:id', screen: lazyScreen(() => import('./sub-accounts/sub-account-detail-screen')), titleKey: 'groups:title.subAccount', home: '/subordinate' },
];
