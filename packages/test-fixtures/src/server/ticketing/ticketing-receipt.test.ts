// What a receipt and a ticket say (issue 28): an order's paid time and channel and its holders; a
// ticket's number and its exhibition, days, venue, hall, entrance and organiser; the ticket's days as a
// signed .ics (add to calendar inside WeChat), mailable like the other files.
import { describe, expect, it } from 'vitest';
import { SEED } from '../../data/seed.constants';
import { prepayIdOf } from '../../test-support/ticketing-http';
import { ticketingTestServer } from '../../test-support/ticketing-test-server';

const { server, http, shop } = await ticketingTestServer();

const T = SEED.ticketing.types;
const P = SEED.phones;

describe('the receipt', () => {
  it('says when and how an order was paid, and who holds each ticket', async () => {
    const token = await shop.login(P.ticketBuyer);
    const { body } = await shop.createOrder(token, {
      lines: [{ ticketTypeId: T.vip, quantity: 2 }],
      discountCode: 'FAIR2026',
      attendees: [
        { ticketTypeId: T.vip, values: { name: '林持票', phone: '13900001111' } },
        { ticketTypeId: T.vip, values: { name: '王持票', phone: '13900002222' } },
      ],
    });
    expect(body.data).not.toHaveProperty('payTime');
    expect(body.data.holders).toEqual([
      { ticketTypeId: T.vip, name: '林持票', phone: '13900001111' },
      { ticketTypeId: T.vip, name: '王持票', phone: '13900002222' },
    ]);
    const pay = await shop.payH5(token, body.data.orderId);
    server.settleJsapi(prepayIdOf(pay.body.data.h5Url), 'ok');
    const paid = (await shop.get(token, 'order/detail', { orderId: body.data.orderId })).body.data;
    expect(paid).toMatchObject({ paymentStatus: 'received', payChannel: 'h5', payTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) });
    expect(paid.lines[0]).toMatchObject({ unitPrice: '128.00', discount: '51.20', amount: '204.80', discountState: 'applied' });
  });

  it('has no paid time or channel for a free order, and the buyer as the holder where none was named', async () => {
    const token = await shop.login(P.ticketBuyer);
    const { body } = await shop.createOrder(token, { lines: [{ ticketTypeId: T.visitor, quantity: 1 }] });
    expect(body.data).toMatchObject({ paymentStatus: 'not_required', holders: [{ ticketTypeId: T.visitor, name: '孔购票', phone: P.ticketBuyer }] });
    expect(body.data).not.toHaveProperty('payTime');
    expect(body.data).not.toHaveProperty('payChannel');
  });
});

describe('the ticket', () => {
  it('carries its number and what it is for: the exhibition, the type’s days, venue, hall, entrance and the organiser', async () => {
    const token = await shop.login(P.paidTicket);
    const ticket = (await shop.get(token, 'ticket/detail', { ticketId: SEED.ticketing.paidTicketId })).body.data;
    expect(ticket.ticketNo).toBe(`FPT-${SEED.ticketing.paidTicketId.slice(-10)}`);
    expect(ticket.event).toMatchObject({
      name: '示范展会',
      nameEn: 'Demo Expo',
      startTime: expect.stringMatching(/ 09:00:00$/),
      endTime: expect.stringMatching(/ 17:00:00$/),
      venue: '示范国际会展中心',
      hall: expect.stringContaining('A1–B2'),
      entrance: '北登录厅 专业观众通道',
      entranceEn: 'North Hall, trade visitors’ lane',
      organiserPhone: '400-820-2026',
    });
  });

  it('is an .ics at a signed address with no token in it, in the caller’s language, and only for its owner', async () => {
    const token = await shop.login(P.paidTicket);
    const { body } = await http.call('GET', '/api/ef-registration-client/ticket/calendar', { token, query: { ticketId: SEED.ticketing.paidTicketId }, headers: { 'language-type': 'en' } });
    expect(body.data).toMatchObject({ fileName: `ticket-${SEED.ticketing.paidTicketId}.ics`, url: expect.stringMatching(/\/files\/ticket-calendar\/\d+\.en\.ics\?expires=\d+&sig=[0-9a-f]{64}$/) });
    expect(body.data.url).not.toContain(token);
    const file = await fetch(body.data.url);
    expect(file.headers.get('content-type')).toContain('text/calendar');
    const text = await file.text();
    expect(text).toContain('SUMMARY:Demo Expo');
    expect(text).toContain('Entrance: North Hall');
    expect(text).toMatch(/DTSTART:\d{8}T010000Z/);
    const forged = await fetch(body.data.url.replace(/sig=[0-9a-f]{4}/, 'sig=0000'));
    expect(forged.status).toBe(403);

    const other = await shop.login(P.ticketBuyer);
    expect((await shop.get(other, 'ticket/calendar', { ticketId: SEED.ticketing.paidTicketId })).body.code).toBe(400);
  });

  it('can be mailed like every other file of the server', async () => {
    const token = await shop.login(P.paidTicket);
    const { url } = (await shop.get(token, 'ticket/calendar', { ticketId: SEED.ticketing.paidTicketId })).body.data;
    const mailed = await shop.post(token, 'file/mail', { url, email: 'yan@example.com' });
    expect(mailed.body).toMatchObject({ code: 200, data: { email: 'yan@example.com', fileName: `${SEED.ticketing.paidTicketId}.cn.ics` } });
  });
});
