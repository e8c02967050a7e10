// Invitations, the invited person's landing, traceability channels, the invitation card, the poster and
// the ranking (spec §2 "Team, help and invite registration", "User centre", "Group management and
// related"). /invite/home opens without login (the domain's route catalogue); /share re-registers the
// page for WeChat sharing when entered there (spec §2 route flags).
import { lazyScreen } from '../../routes/lazy-screen';
import type { RouteEntry } from '../../routes/route-entry';

export const routes: readonly RouteEntry[] = [
  { path: '/inviteRegistration', screen: lazyScreen(() => import('./invitations/invitations-screen')), titleKey: 'reach:title.invitations' },
  { path: '/inviteRegistration-form/:inviteFormType', screen: lazyScreen(() => import('./invitations/invite-form-screen')), titleKey: 'reach:title.inviteForm', home: '/inviteRegistration' },
  { path: '/invite/home', screen: lazyScreen(() => import('./landing/invite-landing-screen')), titleKey: 'reach:title.landing' },
  { path: '/source', screen: lazyScreen(() => import('./sources/sources-screen')), titleKey: 'reach:title.sources' },
  { path: '/source/form', screen: lazyScreen(() => import('./sources/source-form-screen')), titleKey: 'reach:title.sourceForm', home: '/source' },
  { path: '/source/details/:code', screen: lazyScreen(() => import('./sources/source-detail-screen')), titleKey: 'reach:title.source', home: '/source' },
  { path: '/share', screen: lazyScreen(() => import('./sharing/share-screen')), titleKey: 'reach:title.share', changeShare: true },
  { path: '/posterDown', screen: lazyScreen(() => import('./sharing/poster-screen')), titleKey: 'reach:title.poster', home: '/share' },
  { path: '/myRanking', screen: lazyScreen(() => import('./sharing/ranking-screen')), titleKey: 'reach:title.ranking', home: '/share' },
];
