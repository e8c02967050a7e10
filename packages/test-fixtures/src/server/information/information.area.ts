// The information area (issue 15): info pages, news, partners, materials, the builder's filing and the
// entry records.
import { defineServerArea } from '../kit/server-area';
import { INFORMATION_REPLY_DATA } from './information-field-types';
import { registerInformationRoutes } from './information.routes';

export const serverArea = defineServerArea({
  routes: registerInformationRoutes,
  replyData: INFORMATION_REPLY_DATA,
});
