// Articles configured per exhibition (visitor guide, privacy policy).
import { lazyScreen } from '../../routes/lazy-screen';
import type { RouteEntry } from '../../routes/route-entry';

export const routes: readonly RouteEntry[] = [
  { path: '/contentPage/:id', screen: lazyScreen(() => import('./content-screen')), titleKey: 'content:title' },
];
