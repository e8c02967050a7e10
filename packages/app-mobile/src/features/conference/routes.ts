// The conference programme, speakers, sign-ups, activities and sign-in at the door (spec §2 "Meetings
// and guests").
import type { RouteEntry } from '../../routes/route-entry';

export const CONFERENCE_ROUTES: readonly RouteEntry[] = [];
