// The system screens: status pages the gates lead to, the hand-off pages, diagnostics.
import { lazyScreen } from '../../routes/lazy-screen';
import type { RouteEntry } from '../../routes/route-entry';

const DiagnosticsScreen = lazyScreen(() => import('./diagnostics-screen'));

export const routes: readonly RouteEntry[] = [
  { path: '/error', screen: lazyScreen(() => import('./error-screen')), titleKey: 'system:title.error' },
  { path: '/closed', screen: lazyScreen(() => import('./closed-screen')), titleKey: 'system:title.closed' },
  { path: '/jump', screen: lazyScreen(() => import('./jump-screen')), titleKey: 'system:title.jump' },
  { path: '/geo', screen: lazyScreen(() => import('./geo-screen')), titleKey: 'system:title.geo' },
  { path: '/transitionPage', screen: lazyScreen(() => import('./transition-screen')), titleKey: 'system:title.transition' },
  { path: '/test', screen: DiagnosticsScreen, titleKey: 'system:title.diagnostics' },
  { path: '/test2', screen: DiagnosticsScreen, titleKey: 'system:title.diagnostics' },
];
