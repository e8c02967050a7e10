// Registering others (spec §2 "Team, help and invite registration"): a team, one person by help, and a
// group's or colleagues' business cards. Every route needs a login (the domain's route catalogue).
import { lazyScreen } from '../../routes/lazy-screen';
import type { RouteEntry } from '../../routes/route-entry';

export const routes: readonly RouteEntry[] = [
  { path: '/teamRegistration', screen: lazyScreen(() => import('./team/team-screen')), titleKey: 'delegates:title.team' },
  { path: '/teamRegistration-form', screen: lazyScreen(() => import('./team/team-member-form-screen')), titleKey: 'delegates:title.member', home: '/teamRegistration' },
  { path: '/helpRegistration', screen: lazyScreen(() => import('./help/help-list-screen')), titleKey: 'delegates:title.help' },
  { path: '/helpRegistration-form', screen: lazyScreen(() => import('./help/help-form-screen')), titleKey: 'delegates:title.helpForm', home: '/helpRegistration' },
  { path: '/othersRegistration/:type', screen: lazyScreen(() => import('./others/others-list-screen')), titleKey: 'delegates:title.others' },
  { path: '/others-registration-info-detail/:type', screen: lazyScreen(() => import('./others/others-detail-screen')), titleKey: 'delegates:title.detail' },
  { path: '/others-registration-card-form/:type', screen: lazyScreen(() => import('./others/card-form-screen')), titleKey: 'delegates:title.card' },
];
