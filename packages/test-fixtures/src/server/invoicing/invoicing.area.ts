// The invoicing area (issue 14): invoice headers and applications, with the settle hook and the signed
// invoice PDFs. Its records are kept in the ticketing state (`state.ticketing.headers`, `.invoices`).
import { defineServerArea } from '../kit/server-area';
import { INVOICING_REPLY_DATA } from './invoicing-field-types';
import { registerInvoicingHooks } from './invoicing-hooks.routes';
import { registerInvoicingRoutes } from './invoicing.routes';

export const serverArea = defineServerArea({
  routes(app, ctx) {
    registerInvoicingRoutes(app, ctx);
    registerInvoicingHooks(app, ctx);
  },
  replyData: INVOICING_REPLY_DATA,
});
