// The exhibitor's letters (issue 31): invitation templates, visa letters and the check-in notice.
import { defineServerArea } from '../kit/server-area';
import { EXHIBITOR_LETTERS_REPLY_DATA } from './exhibitor-letters-field-types';
import { registerExhibitorLettersRoutes } from './exhibitorLetters.routes';

export const serverArea = defineServerArea({
  routes: registerExhibitorLettersRoutes,
  replyData: EXHIBITOR_LETTERS_REPLY_DATA,
});
