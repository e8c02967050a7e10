// The gifting area (issue 14): giving tickets and claiming them. Its records are kept in the ticketing
// state (`state.ticketing.gifts`), beside the tickets a gift locks.
import { defineServerArea } from '../kit/server-area';
import { GIFTING_REPLY_DATA } from './gifting-field-types';
import { registerGiftingRoutes } from './gifting.routes';

export const serverArea = defineServerArea({
  routes: registerGiftingRoutes,
  replyData: GIFTING_REPLY_DATA,
});
