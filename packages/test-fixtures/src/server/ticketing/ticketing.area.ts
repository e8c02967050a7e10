// The ticketing area (issue 13, refunds issue 14): the shop, orders, payment, the wallet and refunds,
// with the cashier and payment test hooks.
import { defineServerArea } from '../kit/server-area';
import { registerRefundRoutes } from './refund.routes';
import { REFUND_REPLY_DATA, TICKETING_REPLY_DATA } from './ticketing-field-types';
import { registerTicketingHooks } from './ticketing-hooks.routes';
import { registerTicketingRoutes } from './ticketing.routes';

export const serverArea = defineServerArea({
  routes(app, ctx) {
    registerTicketingRoutes(app, ctx);
    registerRefundRoutes(app, ctx);
    registerTicketingHooks(app, ctx);
  },
  replyData: { ...TICKETING_REPLY_DATA, ...REFUND_REPLY_DATA },
});
