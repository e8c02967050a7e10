// The leads area (issue 17): the trade-fair lead tool — visitor look-up, leads, packages, transfers,
// staff and the export.
import { defineServerArea } from '../kit/server-area';
import { LEADS_REPLY_DATA } from './leads-field-types';
import { registerLeadsRoutes } from './leads.routes';

export const serverArea = defineServerArea({
  routes: registerLeadsRoutes,
  replyData: LEADS_REPLY_DATA,
});
