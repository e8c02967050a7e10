/**
 * Stay and parking: the hotel rooms booked for the user's party and who sleeps where, and the user's
 * car passes for the show's car parks.
 * @module @fairpass/sdk/logistics
 */
// @fairpass/sdk/logistics — stay and parking (issue 16). Loaded into a client on first use:
//
//   import { getLogistics } from '@fairpass/sdk/logistics';
//   const logistics = getLogistics(client);
//   const pass = await logistics.applyParking.execute({ plateNumber: '粤BD12345', driver, phone, startDate, endDate }, { idempotencyKey });
import type { FairpassClient } from '../client';
import { lazyArea, type AreaOperations, type OperationNames } from '../di/lazy-area';
import type { LOGISTICS_OPERATIONS } from './logistics.area';

export type { LOGISTICS_OPERATIONS } from './logistics.area';

/** The logistics area's operations; each `execute()` resolves to a `Result`. */
export type LogisticsApi = AreaOperations<typeof LOGISTICS_OPERATIONS>;

const NAMES = {
  listRooms: true,
  listStayPeople: true,
  assignRoom: true,
  fetchParkingRules: true,
  listParkingPasses: true,
  applyParking: true,
  cancelParking: true,
} as const satisfies OperationNames<typeof LOGISTICS_OPERATIONS>;

/** The logistics area of `client`: its code is fetched, and loaded into the client's container, when an operation first runs. */
export function getLogistics(client: FairpassClient): LogisticsApi {
  return lazyArea(client, { name: 'logistics', operations: NAMES, load: async () => (await import('./logistics.area')).logisticsArea });
}

export { LOGISTICS_ENDPOINTS } from './logistics.endpoints';
export { ListRoomsUseCase } from './list-rooms.use-case';
export { ListStayPeopleUseCase } from './list-stay-people.use-case';
export { AssignRoomUseCase } from './assign-room.use-case';
export { FetchParkingRulesUseCase } from './fetch-parking-rules.use-case';
export { ListParkingPassesUseCase } from './list-parking-passes.use-case';
export { ApplyParkingUseCase } from './apply-parking.use-case';
export { CancelParkingUseCase } from './cancel-parking.use-case';

// what each operation can fail with (its error type is `ErrorOf<typeof LIST>`)
export { APPLY_PARKING_ERRORS, PARKING_FAILURES } from './apply-parking.use-case';
export { ASSIGN_ROOM_ERRORS } from './assign-room.use-case';
export { CANCEL_PARKING_ERRORS } from './cancel-parking.use-case';
export { FETCH_PARKING_RULES_ERRORS } from './fetch-parking-rules.use-case';
export { LIST_PARKING_PASSES_ERRORS } from './list-parking-passes.use-case';
export { LIST_ROOMS_ERRORS } from './list-rooms.use-case';
export { LIST_STAY_PEOPLE_ERRORS } from './list-stay-people.use-case';
