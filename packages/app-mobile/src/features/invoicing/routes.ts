// Invoices (spec §2 "Invoices"): saved headers, applying for an order's invoice (Chinese or English),
// and the applications' history.
import { lazyScreen } from '../../routes/lazy-screen';
import type { RouteEntry } from '../../routes/route-entry';

export const routes: readonly RouteEntry[] = [
  { path: '/invoiceHeaderManage', screen: lazyScreen(() => import('./headers/header-manage-screen')), titleKey: 'invoicing:title.headers', home: '/invoice' },
  { path: '/invoice', screen: lazyScreen(() => import('./apply/invoice-orders-screen')), titleKey: 'invoicing:title.orders' },
  { path: '/invoice/apply/:orderId', screen: lazyScreen(() => import('./apply/apply-screen')), titleKey: 'invoicing:title.apply', home: '/invoice' },
  { path: '/invoiceEn', screen: lazyScreen(() => import('./english/invoice-en-screen')), titleKey: 'invoicing:title.english', home: '/invoice' },
  { path: '/invoice/history', screen: lazyScreen(() => import('./history/invoice-history-screen')), titleKey: 'invoicing:title.history', home: '/invoice' },
];
