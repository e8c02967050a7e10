// The reach area (issue 16): invitations, traceability channels and referral rankings.
import { defineServerArea } from '../kit/server-area';
import { REACH_REPLY_DATA } from './reach-field-types';
import { registerReachRoutes } from './reach.routes';

export const serverArea = defineServerArea({
  routes: registerReachRoutes,
  replyData: REACH_REPLY_DATA,
});
