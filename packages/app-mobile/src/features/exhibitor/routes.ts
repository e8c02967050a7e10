// Exhibitor self-service, the company (issue 30, design exhibitor.md §2.1): applying to exhibit, binding
// the login to its company by the organiser's code, and the company's review. Every route needs a login
// (the domain's route catalogue).
import { lazyScreen } from '../../routes/lazy-screen';
import type { RouteEntry } from '../../routes/route-entry';

export const routes: readonly RouteEntry[] = [
  { path: '/exhibitorSelfService/exhibitorRegist', screen: lazyScreen(() => import('./onboarding/apply-screen')), titleKey: 'exhibitor:title.apply' },
  { path: '/exhibitorSelfService/exhCertificationCode', screen: lazyScreen(() => import('./onboarding/certification-screen')), titleKey: 'exhibitor:title.certification' },
  { path: '/exhibitorSelfService/auditing', screen: lazyScreen(() => import('./onboarding/auditing-screen')), titleKey: 'exhibitor:title.auditing' },
  { path: '/exhibitorSelfService/information', screen: lazyScreen(() => import('./information/information-screen')), titleKey: 'exhibitor:title.information' },
  { path: '/exhibitorSelfService/exhibit/list', screen: lazyScreen(() => import('./exhibits/exhibit-list-screen')), titleKey: 'exhibitor:title.exhibits' },
  {
    path: '/exhibitorSelfService/exhibit/single',
    screen: lazyScreen(() => import('./exhibits/exhibit-single-screen')),
    titleKey: 'exhibitor:title.exhibit',
    home: '/exhibitorSelfService/exhibit/list',
  },
  { path: '/exhibitorSelfService/datadownload/invoice', screen: lazyScreen(() => import('./datadownload/invoice-screen')), titleKey: 'exhibitor:title.invoices' },
  { path: '/exhibitorSelfService/datadownload/contract', screen: lazyScreen(() => import('./datadownload/contract-screen')), titleKey: 'exhibitor:title.contracts' },
  { path: '/exhibitorSelfService/boothInfo', screen: lazyScreen(() => import('./booth/booth-card-screen')), titleKey: 'exhibitor:title.booth', changeShare: true },
];
