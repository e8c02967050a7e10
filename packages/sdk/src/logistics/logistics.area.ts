import { ContainerModule } from 'inversify';
import { defineArea } from '../di/area';
import { ApplyParkingUseCase } from './apply-parking.use-case';
import { AssignRoomUseCase } from './assign-room.use-case';
import { CancelParkingUseCase } from './cancel-parking.use-case';
import { FetchParkingRulesUseCase } from './fetch-parking-rules.use-case';
import { HttpLogisticsGateway } from './http-logistics.gateway';
import { ListParkingPassesUseCase } from './list-parking-passes.use-case';
import { ListRoomsUseCase } from './list-rooms.use-case';
import { ListStayPeopleUseCase } from './list-stay-people.use-case';
import { LOGISTICS_TOKENS } from './logistics.tokens';

/** The logistics area's operations, by the names callers use. */
export const LOGISTICS_OPERATIONS = {
  listRooms: ListRoomsUseCase,
  listStayPeople: ListStayPeopleUseCase,
  assignRoom: AssignRoomUseCase,
  fetchParkingRules: FetchParkingRulesUseCase,
  listParkingPasses: ListParkingPassesUseCase,
  applyParking: ApplyParkingUseCase,
  cancelParking: CancelParkingUseCase,
} as const;

/** The logistics area: the rooms booked for the user's party and who sleeps where, and car passes. */
export const logisticsArea = defineArea({
  name: 'logistics',
  module: new ContainerModule(({ bind }) => {
    bind(LOGISTICS_TOKENS.Gateway).to(HttpLogisticsGateway).inSingletonScope();
  }),
  operations: LOGISTICS_OPERATIONS,
});
