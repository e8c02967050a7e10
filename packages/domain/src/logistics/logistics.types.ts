// Accommodation and car passes of a visitor and the people they registered (spec §2 "Group management
// and related": /stayManage, /selectRoomPersonList, /parking), as the `RC stay/*` and `RC parking/*`
// endpoints send them (docs/endpoints.md "Registering others, stay and parking"). Days are `yyyy-MM-dd`
// (Beijing), times `yyyy-MM-dd HH:mm:ss`. Jackson's nulls are read as absent by the SDK first.
import type { DelegateChannel } from '../delegates/delegates.types';

/** Someone sleeping in a room. */
export interface RoomOccupant {
  readonly personId: string;
  readonly name: string;
}

/** A hotel room booked for the visitor's party. */
export interface Room {
  readonly roomId: string;
  readonly hotel: string;
  readonly hotelEn: string;
  readonly roomType: string;
  readonly roomTypeEn: string;
  /** The first night, `yyyy-MM-dd`. */
  readonly checkIn: string;
  /** The morning of leaving, `yyyy-MM-dd` (after the last night). */
  readonly checkOut: string;
  /** How many people the room sleeps. */
  readonly beds: number;
  readonly occupants: readonly RoomOccupant[];
  /** The hotel's booking reference, when it gave one. */
  readonly confirmationNo?: string;
}

/** How a person of the party is related to the visitor: the visitor, or someone they registered. */
export type PartyRelation = 'self' | DelegateChannel;

/** A person who can be given a bed: the visitor and the people they registered. */
export interface StayPerson {
  readonly personId: string;
  readonly name: string;
  readonly relation: PartyRelation;
  /** The rooms the person sleeps in (none yet: []). */
  readonly roomIds: readonly string[];
}

/** A car pass's state on the server; one whose last day has passed reads as ended (passLabelOf). */
export type ParkingPassState = 'valid' | 'cancelled';

/** What a plate number is: an ordinary one (7 characters) or a new-energy one (8, green plate). */
export type PlateKind = 'ordinary' | 'newEnergy';

/** A car pass for the show's car parks. */
export interface ParkingPass {
  readonly passId: string;
  /** As the server keeps it: capitals, no spaces or dots (粤B12345, 沪AD12345). */
  readonly plateNumber: string;
  readonly plateKind: PlateKind;
  readonly driver: string;
  readonly phone: string;
  readonly startDate: string;
  readonly endDate: string;
  readonly state: ParkingPassState;
  readonly createTime: string;
}

/** The days a pass may cover (the show's) and the server's today (`RC parking/rules`). */
export interface ParkingRules {
  readonly firstDay: string;
  readonly lastDay: string;
  readonly today: string;
}

/** A pass to apply for (`RC parking/apply`, besides the exhibition). */
export interface ParkingPassRequest {
  readonly plateNumber: string;
  readonly driver: string;
  readonly phone: string;
  readonly startDate: string;
  readonly endDate: string;
}
