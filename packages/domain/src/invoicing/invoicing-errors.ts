// The invoicing area's failures (issue 14, wire 4401–4404 and 4406): its codes with their catalogue
// entries, and the wire codes its endpoints answer with. An invoice refusal's reason and an existing
// application's id travel as params for the screen to use; the messages themselves need none.
import { defineAreaErrors } from '../errors/area-errors';

export const areaErrors = defineAreaErrors({
  codes: {
    'INVOICE.ALREADY_APPLIED': { messageKey: 'errors.invoice_already_applied' },
    'INVOICE.HEADER_INVALID': { messageKey: 'errors.invoice_header_invalid' },
    'INVOICE.HEADER_NOT_FOUND': { messageKey: 'errors.invoice_header_not_found' },
    // The saved header it would copy: its title named in the message, its id for the screen.
    'INVOICE.HEADER_DUPLICATE': { messageKey: 'errors.invoice_header_duplicate', params: ['title'] },
  },
  wire: {
    4401: { code: 'ORDER.NOT_INVOICEABLE', params: ['refusal'] },
    4402: { code: 'INVOICE.ALREADY_APPLIED', params: ['applicationId'] },
    // 4403's `data: {fields}` is an object, not a message param: the SDK reads the field errors itself.
    4403: { code: 'INVOICE.HEADER_INVALID' },
    4404: { code: 'INVOICE.HEADER_NOT_FOUND' },
    // An edit that would make a header the same as another saved one: that one's id and title (issue 28).
    4406: { code: 'INVOICE.HEADER_DUPLICATE', params: ['id', 'title'] },
  },
});
