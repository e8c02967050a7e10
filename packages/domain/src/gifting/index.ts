/**
 * @module @fairpass/domain/gifting
 */
// The public surface of @fairpass/domain/gifting: the names other packages use, nothing else.
export type { GiftingGateway, CreateGiftRequest, GiftListRequest, ClaimGiftRequest } from './gifting.gateway';
export { GIFT_STATUSES } from './gift.types';
export type { GiftStatus, GiftClaim, Gift, GiftClaimInfo, GiftableType, GiftClaimDetails } from './gift.types';
export { giftQuantityErrors } from './gift-quantity';
export { canCancelGift, giftLeft, giftClaimErrors } from './gift-actions';
export { giftClaimLinkQuery } from './claim-link';
