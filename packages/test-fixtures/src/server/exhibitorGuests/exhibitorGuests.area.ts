// The exhibitor's guests (issue 31): the company's buyers by state and its VIP invitations and quota.
import { defineServerArea } from '../kit/server-area';
import { EXHIBITOR_GUESTS_REPLY_DATA } from './exhibitor-guests-field-types';
import { registerExhibitorGuestsRoutes } from './exhibitorGuests.routes';

export const serverArea = defineServerArea({
  routes: registerExhibitorGuestsRoutes,
  replyData: EXHIBITOR_GUESTS_REPLY_DATA,
});
