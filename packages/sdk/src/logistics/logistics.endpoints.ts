// The logistics area's backend endpoints (docs/endpoints.md "Registering others, stay and parking" →
// "Stay", "Parking"): the rooms booked for the caller's party and who sleeps where, and the caller's car
// passes. Setting a room's people, applying for a pass and cancelling one carry an Idempotency-Key.
import type { Page } from '@fairpass/domain';
import type { ApplyParkingRequest, AssignRoomRequest, LogisticsPageRequest, ParkingPass, ParkingRules, Room, StayPerson } from '@fairpass/domain/logistics';
import { endpoint } from '../http/endpoint';
import { RC } from '../http/endpoints';
import { normaliseParkingPage, normaliseParkingPass, normaliseParkingRules, normaliseRooms, normaliseStayPeople } from './logistics.normalisers';

type ExhibitionQuery = { exhibitionId: string };

/** The logistics area's endpoint catalogue, for `client.api.call(LOGISTICS_ENDPOINTS.x, input)`. */
export const LOGISTICS_ENDPOINTS = {
  rooms: endpoint<ExhibitionQuery, Room[]>()({ method: 'GET', path: `${RC}stay/rooms` }, normaliseRooms),
  stayPeople: endpoint<LogisticsPageRequest, Page<StayPerson>>()({ method: 'GET', path: `${RC}stay/people` }, normaliseStayPeople),
  assignRoom: endpoint<AssignRoomRequest, Room[]>()({ method: 'POST', path: `${RC}stay/assign`, idempotent: true }, normaliseRooms),
  parkingRules: endpoint<ExhibitionQuery, ParkingRules>()({ method: 'GET', path: `${RC}parking/rules` }, normaliseParkingRules),
  parkingPasses: endpoint<LogisticsPageRequest, Page<ParkingPass>>()({ method: 'GET', path: `${RC}parking/list` }, normaliseParkingPage),
  applyParking: endpoint<ApplyParkingRequest, ParkingPass>()({ method: 'POST', path: `${RC}parking/apply`, idempotent: true }, normaliseParkingPass),
  cancelParking: endpoint<{ passId: string }, ParkingPass>()({ method: 'POST', path: `${RC}parking/cancel`, idempotent: true }, normaliseParkingPass),
} as const;
