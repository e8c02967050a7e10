// Booth services, adverts and interpreters ordered and paid by an exhibitor's company (issue 30).
import { defineServerArea } from '../kit/server-area';
import { EXHIBITOR_SERVICES_REPLY_DATA } from './exhibitor-services-field-types';
import { registerExhibitorServicesRoutes } from './exhibitorServices.routes';

export const serverArea = defineServerArea({
  routes: registerExhibitorServicesRoutes,
  replyData: EXHIBITOR_SERVICES_REPLY_DATA,
});
