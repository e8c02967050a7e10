// The stay and parking replies in the domain's shape, whatever placeholders the backend wrote for absent
// values (wire/absent-values.ts): a room without a booking reference ("") has none, and null lists
// (occupants, rooms, a person's rooms) are empty.
import type { Page } from '@fairpass/domain';
import type { ParkingPass, ParkingRules, Room, StayPerson } from '@fairpass/domain/logistics';
import { readPage } from '../wire/reply-parts';
import { readReply, type ShapeOf } from '../wire/reply-shape';

export const ROOM_SHAPE: ShapeOf<Room> = {
  object: {
    roomId: 'text',
    hotel: 'text',
    hotelEn: 'text',
    roomType: 'text',
    roomTypeEn: 'text',
    checkIn: 'text',
    checkOut: 'text',
    beds: 'number',
    occupants: { list: { object: { personId: 'text', name: 'text' } } },
    confirmationNo: 'optionalText',
  },
};

export const STAY_PERSON_SHAPE: ShapeOf<StayPerson> = { object: { personId: 'text', name: 'text', relation: 'text', roomIds: { list: 'text' } } };

export const PARKING_PASS_SHAPE: ShapeOf<ParkingPass> = {
  object: {
    passId: 'text',
    plateNumber: 'text',
    plateKind: 'text',
    driver: 'text',
    phone: 'text',
    startDate: 'text',
    endDate: 'text',
    state: 'text',
    createTime: 'text',
  },
};

export const PARKING_RULES_SHAPE: ShapeOf<ParkingRules> = { object: { firstDay: 'text', lastDay: 'text', today: 'text' } };

/** `stay/rooms`, `stay/assign` (null → []). */
export const normaliseRooms = (raw: unknown): Room[] => readReply(raw, { list: ROOM_SHAPE }) as Room[];

/** `stay/people`. */
export const normaliseStayPeople = (raw: unknown): Page<StayPerson> => readPage(raw, STAY_PERSON_SHAPE);

/** `parking/rules`. */
export const normaliseParkingRules = (raw: unknown): ParkingRules => readReply(raw, PARKING_RULES_SHAPE) as ParkingRules;

/** `parking/list`. */
export const normaliseParkingPage = (raw: unknown): Page<ParkingPass> => readPage(raw, PARKING_PASS_SHAPE);

/** `parking/apply`, `parking/cancel`. */
export const normaliseParkingPass = (raw: unknown): ParkingPass => readReply(raw, PARKING_PASS_SHAPE) as ParkingPass;
