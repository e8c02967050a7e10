// The route table for a component (route-table.ts): re-renders once the whole table is in. Hydration and
// the build's prerender read the landing table, so the login's markup and its hydration render the same
// tree whenever the rest of the table arrives.
import { useSyncExternalStore } from 'react';
import { LANDING_TABLE, routeTableNow, subscribeRouteTable, type RouteTable } from './route-table';

const landingTable = (): RouteTable => LANDING_TABLE;

export const useRouteTable = (): RouteTable => useSyncExternalStore(subscribeRouteTable, routeTableNow, landingTable);
