// The exhibitor area's failures (../shared/design/exhibitor.md §5, slice A, wire 5001–5012): its codes
// with their catalogue entries, and the wire codes its endpoints answer with. 5003 is spec §8's shared
// REGISTRATION.SUBMISSION_CLOSED (the organiser's deadline for company information has passed); a
// refused file is the shared 4521 FILE.REFUSED. The facts in `data` travel as params for the screens;
// the messages need none, so a reply without them still reads whole.
import { defineAreaErrors } from '../errors/area-errors';

export const areaErrors = defineAreaErrors({
  codes: {
    // Spec §8: "exhibitor has not opened the permission" (the permission gate, permission-gate.ts).
    'EXHIBITOR.PERMISSION_NOT_OPENED': { messageKey: 'errors.exhibitor_permission_not_opened' },
    // Spec §8: "Number of … exhibits or products reached the maximum".
    'LIMIT.MAX_EXHIBITS': { messageKey: 'errors.limit_max_exhibits' },
    'LIMIT.MAX_PRODUCTS': { messageKey: 'errors.limit_max_products' },
    'EXHIBITOR.CODE_INVALID': { messageKey: 'errors.exhibitor_code_invalid' },
    'EXHIBITOR.ALREADY_CERTIFIED': { messageKey: 'errors.exhibitor_already_certified' },
    'EXHIBITOR.APPLICATION_EXISTS': { messageKey: 'errors.exhibitor_application_exists' },
    'EXHIBITOR.NOT_APPROVED': { messageKey: 'errors.exhibitor_not_approved' },
    'BOOTH.NOT_ALLOCATED': { messageKey: 'errors.booth_not_allocated' },
    'FASCIA.NOT_APPLICABLE': { messageKey: 'errors.fascia_not_applicable' },
    'SERVICE.SOLD_OUT': { messageKey: 'errors.service_sold_out' },
    'SERVICE.BOOKING_CLOSED': { messageKey: 'errors.service_booking_closed' },
  },
  wire: {
    // The organiser's certification code is not one of the show's.
    5001: { code: 'EXHIBITOR.CODE_INVALID' },
    // The login already belongs to a company: its name.
    5002: { code: 'EXHIBITOR.ALREADY_CERTIFIED', params: ['company'] },
    5003: { code: 'REGISTRATION.SUBMISSION_CLOSED' },
    5004: { code: 'EXHIBITOR.PERMISSION_NOT_OPENED' },
    5005: { code: 'LIMIT.MAX_EXHIBITS', params: ['max'] },
    5006: { code: 'LIMIT.MAX_PRODUCTS', params: ['max'] },
    // The fascia (header board) of a company with no booth yet, or of a raw-space booth, which has none.
    5007: { code: 'BOOTH.NOT_ALLOCATED' },
    5008: { code: 'FASCIA.NOT_APPLICABLE' },
    // A service item, ad slot or interpreter day taken; a booking after its deadline (or under 3 days'
    // notice for an interpreter).
    5009: { code: 'SERVICE.SOLD_OUT', params: ['item'] },
    5010: { code: 'SERVICE.BOOKING_CLOSED', params: ['deadline'] },
    // A second application to exhibit; content handed in before the company is approved.
    5011: { code: 'EXHIBITOR.APPLICATION_EXISTS' },
    5012: { code: 'EXHIBITOR.NOT_APPROVED' },
  },
});
