// The delegates area (issue 16): registering others, help with a registration and business cards.
import { defineServerArea } from '../kit/server-area';
import { DELEGATES_REPLY_DATA } from './delegates-field-types';
import { registerDelegatesRoutes } from './delegates.routes';

export const serverArea = defineServerArea({
  routes: registerDelegatesRoutes,
  replyData: DELEGATES_REPLY_DATA,
});
