// The chunk route-table.ts loads after the first screen (issue 33): every feature's routes and the offline
// pack each route belongs to, together, so one request brings the rest of the table.
export { ROUTE_MANIFEST } from './route-manifest';
export { offlinePackOf } from './offline-pack-of';
