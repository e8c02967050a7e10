// The waiting-list area (issue 28): a sold-out type's waiting list with its time-limited offers, and a
// not-yet-on-sale type's reminder. Its records are kept in the ticketing state
// (`state.ticketing.waitingList`), beside the seats they wait for.
import { defineServerArea } from '../kit/server-area';
import { WAITING_LIST_REPLY_DATA } from './waitlist-field-types';
import { registerWaitingListRoutes } from './waitlist.routes';

export const serverArea = defineServerArea({
  routes: registerWaitingListRoutes,
  replyData: WAITING_LIST_REPLY_DATA,
});
