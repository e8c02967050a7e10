import { ContainerModule } from 'inversify';
import { defineArea } from '../di/area';
import { CancelGiftUseCase } from './cancel-gift.use-case';
import { ClaimGiftUseCase } from './claim-gift.use-case';
import { CreateGiftUseCase } from './create-gift.use-case';
import { FetchClaimInfoUseCase } from './fetch-claim-info.use-case';
import { FetchGiftUseCase } from './fetch-gift.use-case';
import { GIFTING_TOKENS } from './gifting.tokens';
import { HttpGiftingGateway } from './http-gifting.gateway';
import { ListGiftableUseCase } from './list-giftable.use-case';
import { ListGiftsUseCase } from './list-gifts.use-case';

/** The gifting area's operations, by the names callers use. */
export const GIFTING_OPERATIONS = {
  listGiftable: ListGiftableUseCase,
  createGift: CreateGiftUseCase,
  listGifts: ListGiftsUseCase,
  fetchGift: FetchGiftUseCase,
  cancelGift: CancelGiftUseCase,
  fetchClaimInfo: FetchClaimInfoUseCase,
  claimGift: ClaimGiftUseCase,
} as const;

/** The gifting area: giving tickets away, the gifts made, and claiming one ticket from someone else's gift. */
export const giftingArea = defineArea({
  name: 'gifting',
  module: new ContainerModule(({ bind }) => {
    bind(GIFTING_TOKENS.Gateway).to(HttpGiftingGateway).inSingletonScope();
  }),
  operations: GIFTING_OPERATIONS,
});
