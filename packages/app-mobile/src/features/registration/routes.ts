// Landing, login and account screens.
import { lazyScreen } from '../../routes/lazy-screen';
import type { RouteEntry } from '../../routes/route-entry';

export const routes: readonly RouteEntry[] = [
  { path: '/', screen: lazyScreen(() => import('./entry-screen')), titleKey: 'registration:title.entry' },
  { path: '/registration', screen: lazyScreen(() => import('./login-screen')), titleKey: 'registration:title.login' },
  // the exhibitors' login page (issue 30): a variant of this feature's login
  {
    path: '/exhibitorSelfService/exhibitorRegist/login',
    screen: lazyScreen(() => import('./exhibitor-login-screen')),
    titleKey: 'registration:title.exhibitorLogin',
  },
  { path: '/forgotPassword', screen: lazyScreen(() => import('./forgot-password-screen')), titleKey: 'registration:title.forgotPassword' },
  { path: '/changePassword', screen: lazyScreen(() => import('./change-password-screen')), titleKey: 'registration:title.changePassword' },
  { path: '/whatsApp', screen: lazyScreen(() => import('./whatsapp-screen')), titleKey: 'registration:title.whatsApp' },
];
