// Exhibitor self-service, the business with the organiser (issue 30, design exhibitor.md §2.3): booth
// services with the free shelves + rods meter, advertising slots with artwork, interpreters; each ordered
// here and paid through the ticketing order's pay step. Every route needs a login (the domain's route catalogue).
import { lazyScreen } from '../../routes/lazy-screen';
import type { RouteEntry } from '../../routes/route-entry';

export const routes: readonly RouteEntry[] = [
  { path: '/exhibitorSelfService/serviceOrder', screen: lazyScreen(() => import('./booth-services/service-order-screen')), titleKey: 'exhibitor-services:title.services' },
  { path: '/exhibitorSelfService/adsBooking', screen: lazyScreen(() => import('./ads/ads-booking-screen')), titleKey: 'exhibitor-services:title.ads' },
  { path: '/exhibitorSelfService/translateBooking', screen: lazyScreen(() => import('./translation/translate-booking-screen')), titleKey: 'exhibitor-services:title.translation' },
];
