// The waiting list's failures: a sold-out type's waiting list and a sale-start reminder (issue 28, wire
// 4621–4627): its codes with their catalogue entries, and the wire codes its endpoints answer with.
import { defineAreaErrors } from '../errors/area-errors';

export const areaErrors = defineAreaErrors({
  codes: {
    'WAITING.SEATS_AVAILABLE': { messageKey: 'errors.waiting_seats_available' },
    'WAITING.NOT_ON_SALE_YET': { messageKey: 'errors.waiting_not_on_sale_yet' },
    'WAITING.ALREADY_ON_SALE': { messageKey: 'errors.waiting_already_on_sale' },
    'WAITING.ALREADY_JOINED': { messageKey: 'errors.waiting_already_joined' },
    'WAITING.NOT_FOUND': { messageKey: 'errors.waiting_not_found' },
    'WAITING.CLOSED': { messageKey: 'errors.waiting_closed' },
    'WAITING.OFFER_EXPIRED': { messageKey: 'errors.waiting_offer_expired' },
  },
  wire: {
    4621: { code: 'WAITING.SEATS_AVAILABLE' },
    4622: { code: 'WAITING.NOT_ON_SALE_YET', params: ['saleStartTime'] },
    4623: { code: 'WAITING.ALREADY_ON_SALE' },
    // The caller's entry already on the list.
    4624: { code: 'WAITING.ALREADY_JOINED', params: ['entryId'] },
    4625: { code: 'WAITING.NOT_FOUND' },
    4626: { code: 'WAITING.CLOSED' },
    4627: { code: 'WAITING.OFFER_EXPIRED' },
  },
});
