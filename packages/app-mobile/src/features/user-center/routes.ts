// The personal centre.
import { lazyScreen } from '../../routes/lazy-screen';
import type { RouteEntry } from '../../routes/route-entry';

export const routes: readonly RouteEntry[] = [
  { path: '/user-center', screen: lazyScreen(() => import('./user-center-screen')), titleKey: 'user-center:title' },
];
