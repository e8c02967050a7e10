// The steps after login: business card, personal information, questionnaires, review.
import { lazyScreen } from '../../routes/lazy-screen';
import type { RouteEntry } from '../../routes/route-entry';

export const routes: readonly RouteEntry[] = [
  { path: '/photo', screen: lazyScreen(() => import('./photo-screen')), titleKey: 'registration-flow:title.photo' },
  { path: '/infoWap', screen: lazyScreen(() => import('./info-form-screen')), titleKey: 'registration-flow:title.info' },
  { path: '/questionnaire', screen: lazyScreen(() => import('./questionnaire-screen')), titleKey: 'registration-flow:title.questionnaire' },
  { path: '/auditing', screen: lazyScreen(() => import('./auditing-screen')), titleKey: 'registration-flow:title.auditing' },
];
