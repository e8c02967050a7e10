// What the logistics state keeps (issue 16): booked rooms with the registrations sleeping in them, car
// passes, and the show's days. Seeds build these too.
import type { ParkingPass } from './logistics-wire.types';

export interface RoomRecord {
  roomId: string;
  /** The registration the room was booked for (their party sleeps in it). */
  ownerUserId: string;
  exhibitionId: string;
  hotel: string;
  hotelEn: string;
  roomType: string;
  roomTypeEn: string;
  checkIn: string;
  checkOut: string;
  beds: number;
  /** Registration ids, in the order they were given a bed. */
  occupantIds: string[];
  confirmationNo?: string;
}

export interface PassRecord extends Omit<ParkingPass, 'createTime'> {
  ownerUserId: string;
  exhibitionId: string;
  createdAt: number;
}

/** The days of the show (Beijing `yyyy-MM-dd`). */
export interface ShowDays {
  firstDay: string;
  lastDay: string;
}
