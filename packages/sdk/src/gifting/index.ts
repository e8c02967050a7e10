/**
 * The gifting area: giving tickets away (complimentary tickets), the gifts made and their claims, and
 * claiming a ticket from someone else's gift link.
 * @module @fairpass/sdk/gifting
 */
// @fairpass/sdk/gifting — the gifting area (issue 14). Loaded into a client on first use:
//
//   import { getGifting } from '@fairpass/sdk/gifting';
//   const gifting = getGifting(client);
//   const gift = await gifting.createGift.execute({ ticketTypeId, quantity: 2 }, { idempotencyKey });
import type { FairpassClient } from '../client';
import { lazyArea, type AreaOperations, type OperationNames } from '../di/lazy-area';
import type { GIFTING_OPERATIONS } from './gifting.area';

export type { GIFTING_OPERATIONS } from './gifting.area';

/** The gifting area's operations; each `execute()` resolves to a `Result`. */
export type GiftingApi = AreaOperations<typeof GIFTING_OPERATIONS>;

const NAMES = {
  listGiftable: true,
  createGift: true,
  listGifts: true,
  fetchGift: true,
  cancelGift: true,
  fetchClaimInfo: true,
  claimGift: true,
} as const satisfies OperationNames<typeof GIFTING_OPERATIONS>;

/** The gifting area of `client`: its code is fetched, and loaded into the client's container, when an operation first runs. */
export function getGifting(client: FairpassClient): GiftingApi {
  return lazyArea(client, { name: 'gifting', operations: NAMES, load: async () => (await import('./gifting.area')).giftingArea });
}

export { GIFTING_ENDPOINTS } from './gifting.endpoints';
export { ListGiftableUseCase } from './list-giftable.use-case';
export { CreateGiftUseCase, type CreateGiftInput } from './create-gift.use-case';
export { ListGiftsUseCase, type ListGiftsInput } from './list-gifts.use-case';
export { FetchGiftUseCase } from './fetch-gift.use-case';
export { CancelGiftUseCase } from './cancel-gift.use-case';
export { FetchClaimInfoUseCase } from './fetch-claim-info.use-case';
export { ClaimGiftUseCase, type ClaimGiftInput } from './claim-gift.use-case';

// what each operation can fail with (its error type is `ErrorOf<typeof LIST>`)
export { CLAIM_FAILURES, CLAIM_GIFT_ERRORS } from './claim-gift.use-case';
export { CANCEL_GIFT_ERRORS } from './cancel-gift.use-case';
export { CREATE_GIFT_ERRORS } from './create-gift.use-case';
export { FETCH_CLAIM_INFO_ERRORS } from './fetch-claim-info.use-case';
export { FETCH_GIFT_ERRORS } from './fetch-gift.use-case';
export { LIST_GIFTABLE_ERRORS } from './list-giftable.use-case';
export { LIST_GIFTS_ERRORS } from './list-gifts.use-case';
