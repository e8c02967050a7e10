import { describe, expect, it } from 'vitest';
import type { TicketEvent } from './ticket.types';
import { ticketCalendarEvent } from './ticket-calendar';

const event: TicketEvent = {
  name: '示范展会',
  nameEn: 'Demo Expo',
  startTime: '2026-07-01 09:00:00',
  endTime: '2026-07-03 17:00:00',
  venue: '示范国际会展中心',
  venueEn: 'Demo International Convention Centre',
  hall: 'A1–B2 馆',
  hallEn: 'Halls A1–B2',
  entrance: '北登录厅 VIP 通道',
  entranceEn: 'North Hall, VIP lane',
  organiser: '示范会展服务有限公司',
  organiserEn: 'Demo Exhibition Services Ltd',
  organiserPhone: '400-800-2026',
  organiserEmail: 'visitor@demo-expo.cn',
};
const ticket = { ticketId: 't-1', name: 'VIP 贵宾票', nameEn: 'VIP ticket', ticketNo: 'FPT-0000001121', event };

describe('a ticket as a calendar event', () => {
  it('spans the exhibition days in UTC, at the venue and hall, with the type, entrance and ticket number as its note', () => {
    expect(ticketCalendarEvent(ticket, 'cn')).toEqual({
      uid: 'fairpass-ticket-t-1',
      title: '示范展会',
      start: [2026, 7, 1, 1, 0],
      startInputType: 'utc',
      startOutputType: 'utc',
      end: [2026, 7, 3, 9, 0],
      endInputType: 'utc',
      endOutputType: 'utc',
      location: '示范国际会展中心 · A1–B2 馆',
      description: 'VIP 贵宾票\n入口: 北登录厅 VIP 通道\n票号: FPT-0000001121',
    });
  });

  it('speaks English for an English page', () => {
    expect(ticketCalendarEvent(ticket, 'en')).toMatchObject({
      title: 'Demo Expo',
      location: 'Demo International Convention Centre · Halls A1–B2',
      description: 'VIP ticket\nEntrance: North Hall, VIP lane\nTicket no.: FPT-0000001121',
    });
  });

  it('is none without the exhibition’s days, or with days that do not read', () => {
    expect(ticketCalendarEvent({ ...ticket, event: undefined }, 'cn')).toBeUndefined();
    expect(ticketCalendarEvent({ ...ticket, event: { ...event, endTime: '' } }, 'cn')).toBeUndefined();
    expect(ticketCalendarEvent({ ...ticket, event: { ...event, endTime: '2026-06-30 09:00:00' } }, 'cn')).toBeUndefined();
  });
});
