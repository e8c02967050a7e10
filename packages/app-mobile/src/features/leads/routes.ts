// The trade-fair lead tool (spec §2 "Trade-fair lead tool", issue 17): its home redirects to the leads
// list; the list, the scanner, a lead and its survey work from the leads kept on the device (the SDK's
// lead book), so they open and save with no network. Every route needs a login (the domain's catalogue).
import { lazyScreen } from '../../routes/lazy-screen';
import type { RouteEntry } from '../../routes/route-entry';

export const routes: readonly RouteEntry[] = [
  { path: '/tradeFairSystem/home', screen: lazyScreen(() => import('./home/lead-home-screen')), titleKey: 'leads:title.list' },
  { path: '/customerPage', screen: lazyScreen(() => import('./list/lead-list-screen')), titleKey: 'leads:title.list' },
  { path: '/scanCodePage', screen: lazyScreen(() => import('./scan/scan-screen')), titleKey: 'leads:title.scan', home: '/customerPage' },
  { path: '/custDetailInfoPage', screen: lazyScreen(() => import('./detail/lead-detail-screen')), titleKey: 'leads:title.detail', home: '/customerPage' },
  { path: '/surveyPage', screen: lazyScreen(() => import('./survey/survey-screen')), titleKey: 'leads:title.survey', home: '/customerPage' },
  { path: '/minePage', screen: lazyScreen(() => import('./account/mine-screen')), titleKey: 'leads:account.title.mine', home: '/customerPage' },
  { path: '/dataExport', screen: lazyScreen(() => import('./account/export-screen')), titleKey: 'leads:account.title.export', home: '/minePage' },
  { path: '/buyAccTypePage', screen: lazyScreen(() => import('./account/buy-screen')), titleKey: 'leads:account.title.buy', home: '/minePage' },
  { path: '/transferDescPage', screen: lazyScreen(() => import('./account/transfer-screen')), titleKey: 'leads:account.title.transfer', home: '/minePage' },
  { path: '/tradeFairSystem/share', screen: lazyScreen(() => import('./account/share-screen')), titleKey: 'leads:account.title.share', home: '/minePage', changeShare: true },
];
