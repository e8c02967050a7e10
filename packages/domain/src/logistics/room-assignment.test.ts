import { describe, expect, it } from 'vitest';
import { daysBetween, isCalendarDay, laterDay } from './calendar-day';
import type { Room } from './logistics.types';
import { bedsLeft, nightsOf, roomAssignmentErrors, roomsLeftBy, staysOverlap } from './room-assignment';

const room = (roomId: string, checkIn: string, checkOut: string, beds = 2): Room => ({
  roomId,
  hotel: '示范酒店',
  hotelEn: 'Demo Hotel',
  roomType: '标准双床房',
  roomTypeEn: 'Twin room',
  checkIn,
  checkOut,
  beds,
  occupants: [],
});

describe('who sleeps in a room', () => {
  const twin = room('r1', '2026-05-11', '2026-05-14');

  it('counts the nights and the beds left', () => {
    expect(nightsOf(twin)).toBe(3);
    expect(bedsLeft(twin, 1)).toBe(1);
    expect(bedsLeft(twin, 3)).toBe(-1);
  });

  it('refuses more people than beds (each counted once)', () => {
    expect(roomAssignmentErrors(twin, ['a', 'b'])).toEqual({});
    expect(roomAssignmentErrors(twin, ['a', 'a', 'b'])).toEqual({});
    expect(roomAssignmentErrors(twin, ['a', 'b', 'c'])).toEqual({ personIds: ['VALIDATION.ROOM_BEDS_EXCEEDED'] });
  });

  it('moves a person out of their other room on the same nights only', () => {
    const sameNights = room('r2', '2026-05-13', '2026-05-15');
    const later = room('r3', '2026-05-14', '2026-05-16');
    expect(staysOverlap(twin, sameNights)).toBe(true);
    expect(staysOverlap(twin, later)).toBe(false);
    expect(roomsLeftBy({ roomIds: ['r2', 'r3'] }, twin, [twin, sameNights, later]).map((r) => r.roomId)).toEqual(['r2']);
  });
});

describe('calendar days', () => {
  it('are real days written yyyy-MM-dd', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-5-1')).toBe(false);
    expect(isCalendarDay(20260501)).toBe(false);
  });

  it('count the days between and pick the later', () => {
    expect(daysBetween('2026-05-30', '2026-06-02')).toBe(3);
    expect(laterDay('2026-05-12', '2026-05-11')).toBe('2026-05-12');
  });
});
