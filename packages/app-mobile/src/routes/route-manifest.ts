// Every route that has a real screen, assembled from the features' own routes.ts. Adding a screen = one
// entry in its feature's routes.ts (the path must be in the domain's route catalogue).
import { CONFERENCE_ROUTES } from '../features/conference/routes';
import { CONFIRMATION_ROUTES } from '../features/confirmation/routes';
import { CONTENT_ROUTES } from '../features/content/routes';
import { DELEGATES_ROUTES } from '../features/delegates/routes';
import { GIFTING_ROUTES } from '../features/gifting/routes';
import { GROUPS_ROUTES } from '../features/groups/routes';
import { INFORMATION_ROUTES } from '../features/information/routes';
import { INVOICING_ROUTES } from '../features/invoicing/routes';
import { LEADS_ROUTES } from '../features/leads/routes';
import { LOGISTICS_ROUTES } from '../features/logistics/routes';
import { REACH_ROUTES } from '../features/reach/routes';
import { REGISTRATION_FLOW_ROUTES } from '../features/registration-flow/routes';
import { REGISTRATION_ROUTES } from '../features/registration/routes';
import { SYSTEM_ROUTES } from '../features/system/routes';
import { TICKETING_ROUTES } from '../features/ticketing/routes';
import { USER_CENTER_ROUTES } from '../features/user-center/routes';
import type { RouteEntry } from './route-entry';

export const ROUTE_MANIFEST: readonly RouteEntry[] = [
  ...SYSTEM_ROUTES,
  ...REGISTRATION_ROUTES,
  ...REGISTRATION_FLOW_ROUTES,
  ...CONFIRMATION_ROUTES,
  ...CONTENT_ROUTES,
  ...USER_CENTER_ROUTES,
  ...TICKETING_ROUTES,
  ...GIFTING_ROUTES,
  ...INVOICING_ROUTES,
  ...CONFERENCE_ROUTES,
  ...INFORMATION_ROUTES,
  ...GROUPS_ROUTES,
  ...DELEGATES_ROUTES,
  ...LOGISTICS_ROUTES,
  ...REACH_ROUTES,
  ...LEADS_ROUTES,
];

/** The spec writes path parameters as `{name}`; wouter as `:name`. */
export const specPathOf = (path: string): string => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
