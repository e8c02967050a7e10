// The groups area (issue 16): visiting groups, their members and the group accounts' sub-accounts.
import { defineServerArea } from '../kit/server-area';
import { GROUPS_REPLY_DATA } from './groups-field-types';
import { registerGroupRoutes } from './groups.routes';

export const serverArea = defineServerArea({
  routes: registerGroupRoutes,
  replyData: GROUPS_REPLY_DATA,
});
