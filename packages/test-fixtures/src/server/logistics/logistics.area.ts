// The logistics area (issue 16): rooms for visitors' parties and their car passes.
import { defineServerArea } from '../kit/server-area';
import { LOGISTICS_REPLY_DATA } from './logistics-field-types';
import { registerLogisticsRoutes } from './logistics.routes';

export const serverArea = defineServerArea({
  routes: registerLogisticsRoutes,
  replyData: LOGISTICS_REPLY_DATA,
});
