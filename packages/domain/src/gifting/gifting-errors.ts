// The gifting area's failures (issue 14, wire 4201–4208): its codes with their catalogue entries, and
// the wire codes its endpoints answer with.
import { defineAreaErrors } from '../errors/area-errors';

export const areaErrors = defineAreaErrors({
  codes: {
    'GIFT.NOTHING_TO_GIVE': { messageKey: 'errors.gift_nothing_to_give', params: ['available'] },
    'GIFT.NOT_FOUND': { messageKey: 'errors.gift_not_found' },
    'GIFT.ALREADY_CLAIMED': { messageKey: 'errors.gift_already_claimed' },
    'GIFT.OWN_GIFT': { messageKey: 'errors.gift_own_gift' },
    'GIFT.CANCELLED': { messageKey: 'errors.gift_cancelled' },
    'GIFT.EXPIRED': { messageKey: 'errors.gift_expired' },
    'GIFT.ALL_CLAIMED': { messageKey: 'errors.gift_all_claimed' },
    'GIFT.NOTHING_TO_CANCEL': { messageKey: 'errors.gift_nothing_to_cancel' },
  },
  wire: {
    4201: { code: 'GIFT.NOTHING_TO_GIVE', params: ['available'] },
    4202: { code: 'GIFT.NOT_FOUND' },
    // The claimant's ticket from this gift (issue 28: "您已领取" leads to it).
    4203: { code: 'GIFT.ALREADY_CLAIMED', params: ['ticketId'] },
    4204: { code: 'GIFT.OWN_GIFT' },
    4205: { code: 'GIFT.CANCELLED' },
    4206: { code: 'GIFT.EXPIRED' },
    4207: { code: 'GIFT.ALL_CLAIMED' },
    4208: { code: 'GIFT.NOTHING_TO_CANCEL' },
  },
});
