// The declared (Java) types of the stay and parking routes' replies, for the Jackson-nulls switch
// (wire-field-types.ts explains the table): a room without a booking reference writes it "". The kinds
// are written out here with wire-field-types.ts's own typing, so that table can import this one
// without a cycle.
import { RC } from '../context';
import type { ParkingPass, ParkingRules, Room, StayPerson } from './logistics-wire.types';

type Kind = 'string' | 'number' | 'boolean' | { readonly list: Kind } | { readonly object: Readonly<Record<string, Kind>> };

type KindOf<T> = [NonNullable<T>] extends [string]
  ? 'string'
  : [NonNullable<T>] extends [number]
    ? 'number'
    : [NonNullable<T>] extends [boolean]
      ? 'boolean'
      : [NonNullable<T>] extends [readonly (infer E)[]]
        ? { readonly list: KindOf<E> }
        : { readonly object: { readonly [K in keyof NonNullable<T>]-?: KindOf<NonNullable<T>[K]> } };

const pageOf = (record: Kind): Kind => ({ object: { records: { list: record }, total: 'number', size: 'number', current: 'number', pages: 'number' } });

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
export const LOGISTICS_REPLY_DATA: Readonly<Record<string, Kind>> = {
  [`GET ${RC}stay/rooms`]: { list: ROOM },
  [`GET ${RC}stay/people`]: pageOf(STAY_PERSON),
  [`POST ${RC}stay/assign`]: { list: ROOM },
  [`GET ${RC}parking/rules`]: PARKING_RULES,
  [`GET ${RC}parking/list`]: pageOf(PARKING_PASS),
  [`POST ${RC}parking/apply`]: PARKING_PASS,
  [`POST ${RC}parking/cancel`]: PARKING_PASS,
};
