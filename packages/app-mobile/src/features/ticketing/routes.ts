// Tickets, orders, payment and the wallet (spec §2 "Tickets and orders"). The basket routes come before
// /ticket-type/:id, which would otherwise take "select" for an id.
import { lazyScreen } from '../../routes/lazy-screen';
import type { RouteEntry } from '../../routes/route-entry';

export const routes: readonly RouteEntry[] = [
  { path: '/ticket-type', screen: lazyScreen(() => import('./catalogue/ticket-types-screen')), titleKey: 'ticketing:title.types' },
  { path: '/ticket-type/select', screen: lazyScreen(() => import('./checkout/basket-screen')), titleKey: 'ticketing:title.select', home: '/ticket-type' },
  { path: '/ticket-type/select/:orderId', screen: lazyScreen(() => import('./checkout/order-change-screen')), titleKey: 'ticketing:title.select', home: '/order' },
  { path: '/ticket-type/:id', screen: lazyScreen(() => import('./catalogue/ticket-type-detail-screen')), titleKey: 'ticketing:title.typeDetail', home: '/ticket-type' },
  { path: '/ticketRegistration', screen: lazyScreen(() => import('./checkout/attendees-screen')), titleKey: 'ticketing:title.attendees', home: '/ticket-type' },
  { path: '/ticketAdd', screen: lazyScreen(() => import('./checkout/basket-screen')), titleKey: 'ticketing:title.add', home: '/ticket-type' },
  { path: '/payTransition', screen: lazyScreen(() => import('./payment/pay-transition-screen')), titleKey: 'ticketing:title.payTransition', home: '/order' },
  { path: '/order', screen: lazyScreen(() => import('./orders/order-list-screen')), titleKey: 'ticketing:title.orders' },
  { path: '/order/:orderId', screen: lazyScreen(() => import('./orders/order-detail-screen')), titleKey: 'ticketing:title.orderDetail', home: '/order' },
  { path: '/wallet', screen: lazyScreen(() => import('./wallet/wallet-screen')), titleKey: 'ticketing:title.wallet' },
  { path: '/wallet/:id', screen: lazyScreen(() => import('./wallet/wallet-ticket-screen')), titleKey: 'ticketing:title.walletTicket', home: '/wallet' },
  { path: '/ticket', screen: lazyScreen(() => import('./wallet/my-tickets-screen')), titleKey: 'ticketing:title.tickets', home: '/wallet' },
  { path: '/refund/:orderId', screen: lazyScreen(() => import('./refund/refund-screen')), titleKey: 'ticketing:title.refund', home: '/order' },
  { path: '/journal', screen: lazyScreen(() => import('./journal/journal-screen')), titleKey: 'ticketing:title.journal' },
  { path: '/journal/:orderId', screen: lazyScreen(() => import('./orders/order-detail-screen')), titleKey: 'ticketing:title.journalOrder', home: '/journal' },
  // A sold-out type's waiting list and a sale-start reminder (issue 28).
  { path: '/waitingList', screen: lazyScreen(() => import('./waiting-list/waiting-list-screen')), titleKey: 'waiting-list:title.list', home: '/ticket-type' },
  { path: '/waitingList/:ticketTypeId', screen: lazyScreen(() => import('./waiting-list/waiting-type-screen')), titleKey: 'waiting-list:title.type', home: '/waitingList' },
];
