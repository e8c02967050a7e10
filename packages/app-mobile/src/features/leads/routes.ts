// The trade-fair lead tool (spec §2 "Trade-fair lead tool", issue 17): its home redirects to the leads
// list; the list, the scanner, a lead and its survey work from the leads kept on the device (the SDK's
// lead book), so they open and save with no network. Every route needs a login (the domain's catalogue).
import { lazyScreen } from '../../routes/lazy-screen';
import type { RouteEntry } from '../../routes/route-entry';

export const LEADS_ROUTES: readonly RouteEntry[] = [
  { path: '/tradeFairSystem/home', screen: lazyScreen(() => import('./home/lead-home-screen')), titleKey: 'leads:title.list' },
];
