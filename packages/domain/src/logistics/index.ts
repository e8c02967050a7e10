/**
 * @module @fairpass/domain/logistics
 */
// The public surface of @fairpass/domain/logistics: the names other packages use, nothing else.
export type {
  Room,
  StayPerson,
  ParkingPass,
  ParkingRules,
  ParkingPassRequest,
} from './logistics.types';
export { normalisePlate, isPlateNumber } from './plate-number';
export { isCalendarDay } from './calendar-day';
export { parkingDays, canApplyForPass, parkingPassErrors, parkingPassRequestOf, passLabelOf, canCancelPass } from './parking-rules';
export type { ParkingPassForm } from './parking-rules';
export { nightsOf, roomAssignmentErrors, roomsLeftBy } from './room-assignment';
export type { LogisticsGateway, LogisticsPageRequest, AssignRoomRequest, ApplyParkingRequest } from './logistics.gateway';
