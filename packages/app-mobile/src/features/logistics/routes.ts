// Stay and parking (spec §2 "Group management and related": accommodation and car passes). Every route
// needs a login (the domain's route catalogue).
import { lazyScreen } from '../../routes/lazy-screen';
import type { RouteEntry } from '../../routes/route-entry';

export const routes: readonly RouteEntry[] = [
  { path: '/stayManage', screen: lazyScreen(() => import('./stay/stay-screen')), titleKey: 'logistics:title.stay' },
  { path: '/selectRoomPersonList', screen: lazyScreen(() => import('./stay/select-room-people-screen')), titleKey: 'logistics:title.select', home: '/stayManage' },
  { path: '/parking', screen: lazyScreen(() => import('./parking/parking-screen')), titleKey: 'logistics:title.parking' },
];
