// Who sleeps in a booked room: a room's beds limit how many people it takes (refused with
// VALIDATION.ROOM_BEDS_EXCEEDED here, STAY.BEDS_EXCEEDED by the server). A person sleeps in one room a
// night: given a bed in a room, they leave any other room of theirs whose nights overlap (the server
// does so too), and the list says where they are now.
import type { FieldErrors } from '../validation/validate-input';
import { daysBetween } from './calendar-day';
import type { Room, StayPerson } from './logistics.types';

/** Nights in the room (check-in to check-out). */
export const nightsOf = (room: Pick<Room, 'checkIn' | 'checkOut'>): number => Math.max(0, daysBetween(room.checkIn, room.checkOut));

/** Whether two rooms share a night. */
export const staysOverlap = (a: Pick<Room, 'checkIn' | 'checkOut'>, b: Pick<Room, 'checkIn' | 'checkOut'>): boolean => a.checkIn < b.checkOut && b.checkIn < a.checkOut;

/** Beds still free when `chosen` people are given the room (negative: too many). */
export const bedsLeft = (room: Pick<Room, 'beds'>, chosen: number): number => room.beds - chosen;

/** The choice for a room → error codes: nobody twice, no more people than beds ({} when it can be sent). */
export function roomAssignmentErrors(room: Pick<Room, 'beds'>, personIds: readonly string[]): FieldErrors<'personIds'> {
  return new Set(personIds).size > room.beds ? { personIds: ['VALIDATION.ROOM_BEDS_EXCEEDED'] } : {};
}

/** The other rooms the person would leave by taking a bed in `room` (theirs, sharing a night with it). */
export const roomsLeftBy = (person: Pick<StayPerson, 'roomIds'>, room: Pick<Room, 'roomId' | 'checkIn' | 'checkOut'>, rooms: readonly Room[]): Room[] =>
  rooms.filter((other) => other.roomId !== room.roomId && person.roomIds.includes(other.roomId) && staysOverlap(other, room));
