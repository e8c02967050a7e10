// The exhibition's information pages (spec §2 "Information"): hotel, traffic, news, partners, materials
// with the PDF viewer, the custom booth offer, builder filing and entry records. /hotel and /traffic open
// without login (the domain's route catalogue); the PDF library loads inside /pdfPreview only.
import { lazyScreen } from '../../routes/lazy-screen';
import type { RouteEntry } from '../../routes/route-entry';

export const routes: readonly RouteEntry[] = [
  { path: '/hotel', screen: lazyScreen(() => import('./pages/hotel-screen')), titleKey: 'information:title.hotel' },
  { path: '/traffic', screen: lazyScreen(() => import('./pages/traffic-screen')), titleKey: 'information:title.traffic' },
  { path: '/news', screen: lazyScreen(() => import('./news/news-list-screen')), titleKey: 'information:title.news' },
  { path: '/news/details/:id', screen: lazyScreen(() => import('./news/news-detail-screen')), titleKey: 'information:title.article', home: '/news' },
  { path: '/cooperationPartners', screen: lazyScreen(() => import('./partners/partners-screen')), titleKey: 'information:title.partners' },
  { path: '/datadownload', screen: lazyScreen(() => import('./materials/material-list-screen')), titleKey: 'information:title.materials' },
  { path: '/datadownloadDetails', screen: lazyScreen(() => import('./materials/material-detail-screen')), titleKey: 'information:title.material', home: '/datadownload' },
  { path: '/pdfPreview', screen: lazyScreen(() => import('./materials/pdf-preview-screen')), titleKey: 'information:title.preview', home: '/datadownload' },
  { path: '/special', screen: lazyScreen(() => import('./special/special-screen')), titleKey: 'information:title.special' },
  { path: '/builder', screen: lazyScreen(() => import('./builder/builder-screen')), titleKey: 'information:title.builder' },
  { path: '/entrance', screen: lazyScreen(() => import('./entrance/entrance-screen')), titleKey: 'information:title.entrance' },
];
