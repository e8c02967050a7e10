import { describe, expect, it } from 'vitest';
import { sessionCalendarEvent } from './session-calendar';

const session = {
  id: '1790000000000000101',
  title: '智能制造论坛',
  titleEn: 'Smart Manufacturing Forum',
  venue: '会议室 A',
  venueEn: 'Room A',
  summary: '行业趋势',
  summaryEn: '',
  startTime: '2026-05-01 09:00:00',
  endTime: '2026-05-01 10:30:00',
};

describe('a session as a calendar event', () => {
  it('gives the times in UTC (Beijing minus 8 hours) and says so', () => {
    expect(sessionCalendarEvent(session, 'cn')).toEqual({
      uid: 'fairpass-session-1790000000000000101',
      title: '智能制造论坛',
      start: [2026, 5, 1, 1, 0],
      startInputType: 'utc',
      startOutputType: 'utc',
      end: [2026, 5, 1, 2, 30],
      endInputType: 'utc',
      endOutputType: 'utc',
      location: '会议室 A',
      description: '行业趋势',
      alarms: [{ action: 'display', description: '智能制造论坛', trigger: { minutes: 15, before: true } }],
    });
  });

  it('puts the venue\'s address in the location, in the visitor\'s language', () => {
    const placed = { ...session, venueAddress: '国家会展中心 1号馆', venueAddressEn: 'Hall 1, NECC' };
    expect(sessionCalendarEvent(placed, 'cn')?.location).toBe('会议室 A，国家会展中心 1号馆');
    expect(sessionCalendarEvent(placed, 'en')?.location).toBe('Room A, Hall 1, NECC');
  });

  it("writes the visitor's language, falling back to the other when a text is empty", () => {
    const event = sessionCalendarEvent(session, 'en');
    expect(event).toMatchObject({ title: 'Smart Manufacturing Forum', location: 'Room A', description: '行业趋势' });
  });

  it('rolls back over midnight into the previous UTC day', () => {
    const early = { ...session, startTime: '2026-05-01 07:00:00', endTime: '2026-05-01 08:00:00' };
    expect(sessionCalendarEvent(early, 'cn')?.start).toEqual([2026, 4, 30, 23, 0]);
  });

  it('has no event when the times do not read', () => {
    expect(sessionCalendarEvent({ ...session, startTime: '' }, 'cn')).toBeUndefined();
    expect(sessionCalendarEvent({ ...session, endTime: '2026-05-01 08:00:00' }, 'cn')).toBeUndefined();
  });
});
