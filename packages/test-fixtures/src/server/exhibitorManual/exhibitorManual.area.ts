// The exhibitor manual, the fascia per booth and the company form (issue 30).
import { defineServerArea } from '../kit/server-area';
import { EXHIBITOR_MANUAL_REPLY_DATA } from './exhibitor-manual-field-types';
import { registerExhibitorManualRoutes } from './exhibitorManual.routes';

export const serverArea = defineServerArea({
  routes: registerExhibitorManualRoutes,
  replyData: EXHIBITOR_MANUAL_REPLY_DATA,
});
