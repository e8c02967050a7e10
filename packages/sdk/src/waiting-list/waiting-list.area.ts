import { ContainerModule } from 'inversify';
import { defineArea } from '../di/area';
import { AcceptOfferUseCase } from './accept-offer.use-case';
import { HttpWaitingListGateway } from './http-waiting-list.gateway';
import { JoinWaitingListUseCase } from './join-waiting-list.use-case';
import { LeaveWaitingListUseCase } from './leave-waiting-list.use-case';
import { ListWaitingEntriesUseCase } from './list-waiting-entries.use-case';
import { RemindAtSaleStartUseCase } from './remind-at-sale-start.use-case';
import { WAITING_LIST_TOKENS } from './waiting-list.tokens';

/** The waiting-list area's operations, by the names callers use. */
export const WAITING_LIST_OPERATIONS = {
  listWaitingEntries: ListWaitingEntriesUseCase,
  joinWaitingList: JoinWaitingListUseCase,
  remindAtSaleStart: RemindAtSaleStartUseCase,
  leaveWaitingList: LeaveWaitingListUseCase,
  acceptOffer: AcceptOfferUseCase,
} as const;

/** The waiting-list area: a sold-out type's waiting list with its time-limited offers, and a sale-start reminder. */
export const waitingListArea = defineArea({
  name: 'waiting-list',
  module: new ContainerModule(({ bind }) => {
    bind(WAITING_LIST_TOKENS.Gateway).to(HttpWaitingListGateway).inSingletonScope();
  }),
  operations: WAITING_LIST_OPERATIONS,
});
