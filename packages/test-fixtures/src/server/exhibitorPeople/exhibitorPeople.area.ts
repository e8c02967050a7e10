// The exhibitor's people (issue 31): pass types, holders, last edition's holders and the staff link.
import { defineServerArea } from '../kit/server-area';
import { EXHIBITOR_PEOPLE_REPLY_DATA } from './exhibitor-people-field-types';
import { registerExhibitorPeopleRoutes } from './exhibitorPeople.routes';

export const serverArea = defineServerArea({
  routes: registerExhibitorPeopleRoutes,
  replyData: EXHIBITOR_PEOPLE_REPLY_DATA,
});
