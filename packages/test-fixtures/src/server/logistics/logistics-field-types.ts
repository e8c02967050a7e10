// The declared (Java) types of the stay and parking routes' replies, for the Jackson-nulls switch
// (wire-field-types.ts explains the tables): a room without a booking reference writes it "".
import { RC } from '../context';
import { pageOf, type JavaKind, type KindOf } from '../wire-field-types';
import type { ParkingPass, ParkingRules, Room, StayPerson } from './logistics-wire.types';

export const ROOM: KindOf<Room> = {
  object: {
    roomId: 'string',
    hotel: 'string',
    hotelEn: 'string',
    roomType: 'string',
    roomTypeEn: 'string',
    checkIn: 'string',
    checkOut: 'string',
    beds: 'number',
    occupants: { list: { object: { personId: 'string', name: 'string' } } },
    confirmationNo: 'string',
  },
};

export const STAY_PERSON: KindOf<StayPerson> = { object: { personId: 'string', name: 'string', relation: 'string', roomIds: { list: 'string' } } };

export const PARKING_PASS: KindOf<ParkingPass> = {
  object: {
    passId: 'string',
    plateNumber: 'string',
    plateKind: 'string',
    driver: 'string',
    phone: 'string',
    startDate: 'string',
    endDate: 'string',
    state: 'string',
    createTime: 'string',
  },
};

export const PARKING_RULES: KindOf<ParkingRules> = { object: { firstDay: 'string', lastDay: 'string', today: 'string' } };

/** The stay and parking routes' reply types (issue 16). */
export const LOGISTICS_REPLY_DATA: Readonly<Record<string, JavaKind>> = {
  [`GET ${RC}stay/rooms`]: { list: ROOM },
  [`GET ${RC}stay/people`]: pageOf(STAY_PERSON),
  [`POST ${RC}stay/assign`]: { list: ROOM },
  [`GET ${RC}parking/rules`]: PARKING_RULES,
  [`GET ${RC}parking/list`]: pageOf(PARKING_PASS),
  [`POST ${RC}parking/apply`]: PARKING_PASS,
  [`POST ${RC}parking/cancel`]: PARKING_PASS,
};
