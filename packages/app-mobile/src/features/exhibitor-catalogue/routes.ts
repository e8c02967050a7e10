// Exhibitor self-service, the catalogue (issue 30, design exhibitor.md §2.2): the show catalogue (会刊)
// entry with its draft, history and print preview; the company logo; the products as visitors see them.
// Every route needs a login (the domain's route catalogue).
import { lazyScreen } from '../../routes/lazy-screen';
import type { RouteEntry } from '../../routes/route-entry';

export const routes: readonly RouteEntry[] = [
  {
    path: '/exhibitorSelfService/information/info',
    screen: lazyScreen(() => import('./entry/catalogue-entry-screen')),
    titleKey: 'exhibitor-catalogue:title.entry',
    home: '/exhibitorSelfService/information',
  },
  { path: '/user-center/exhibitorLogo', screen: lazyScreen(() => import('./logo/logo-screen')), titleKey: 'exhibitor-catalogue:title.logo' },
  { path: '/exhibitorSelfService/productShow', screen: lazyScreen(() => import('./products/products-screen')), titleKey: 'exhibitor-catalogue:title.products' },
];
