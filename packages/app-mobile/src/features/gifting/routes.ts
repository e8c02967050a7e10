// Gifts and complimentary tickets (spec §2 "Tickets and orders", "User centre"): the giver's gift
// records and one gift, sending tickets as a gift, and the recipient's claim page.
import { lazyScreen } from '../../routes/lazy-screen';
import type { RouteEntry } from '../../routes/route-entry';

export const routes: readonly RouteEntry[] = [
  { path: '/give', screen: lazyScreen(() => import('./records/gift-list-screen')), titleKey: 'gifting:title.records' },
  { path: '/give/:id', screen: lazyScreen(() => import('./records/gift-detail-screen')), titleKey: 'gifting:title.gift', home: '/give' },
  { path: '/freeTicket', screen: lazyScreen(() => import('./send/free-ticket-screen')), titleKey: 'gifting:title.send', home: '/give' },
  { path: '/ticket/receive/complimentaryTickets', screen: lazyScreen(() => import('./claim/claim-screen')), titleKey: 'gifting:title.claim', home: '/wallet' },
];
