// The exhibitor area (issue 30): the exhibitor's company — application, certification code, profile.
import { defineServerArea } from '../kit/server-area';
import { EXHIBITOR_REPLY_DATA } from './exhibitor-field-types';
import { registerExhibitorRoutes } from './exhibitor.routes';

export const serverArea = defineServerArea({
  routes: registerExhibitorRoutes,
  replyData: EXHIBITOR_REPLY_DATA,
});
