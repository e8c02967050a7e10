// The conference area (issue 15): the programme, speakers, sign-ups, activities and sign-in at the door,
// with the organiser's review hook.
import { defineServerArea } from '../kit/server-area';
import { CONFERENCE_REPLY_DATA } from './conference-field-types';
import { registerConferenceHooks } from './conference-hooks.routes';
import { registerConferenceRoutes } from './conference.routes';

export const serverArea = defineServerArea({
  routes(app, ctx) {
    registerConferenceRoutes(app, ctx);
    registerConferenceHooks(app, ctx);
  },
  replyData: CONFERENCE_REPLY_DATA,
});
