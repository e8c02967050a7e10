import { describe, expect, it } from 'vitest';
import { SEED } from '../../data/seed.constants';
import { ticketingTestServer } from '../../test-support/ticketing-test-server';
import { RC } from '../context';

const { server, http, shop } = await ticketingTestServer();

const T = SEED.ticketing.types;
const P = SEED.phones;
const DAY_S = 24 * 3600;

const types = async (query: Record<string, string>) => (await shop.get(undefined, 'ticketType/list', { exhibitionId: 'demo', ...query })).body.data as Array<Record<string, unknown>>;
const quote = async (phone: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  http.call('POST', `${RC}order/quote`, { token: await shop.login(phone), headers, body: { exhibitionId: 'demo', ...body } });

describe('the ticket types of demo', () => {
  it('lists every type through the demo visitor link, and the same without a link', async () => {
    const viaLink = await types({ registerLinkId: SEED.ticketing.registerLinkId });
    expect(viaLink.map((t) => t.id)).toEqual([T.visitor, T.trade, T.vip, T.soldOut, T.opening, T.workshop, T.onePerUser, T.notOnSale, T.saleEnded]);
    expect(await types({})).toEqual(viaLink);
  });

  it('lists only the premium types through the VIP invitation link', async () => {
    expect((await types({ registerLinkId: SEED.ticketing.vipLinkId })).map((t) => t.id)).toEqual([T.vip, T.soldOut, T.notOnSale]);
  });

  it('prices in decimal yuan with the currency, shows seats left only where counted, and the sale state by the server clock', async () => {
    const byId = Object.fromEntries((await types({})).map((t) => [t.id, t]));
    expect(byId[T.vip]).toMatchObject({ name: 'VIP 贵宾票', nameEn: 'VIP ticket', price: '128.00', currency: 'CNY', saleState: 'on_sale', remaining: 180, level: 3 });
    expect(byId[T.visitor]).toMatchObject({ price: '0.00', saleState: 'on_sale', maxPerOrder: 5, minPerOrder: 1, attendeeFields: [] });
    expect(byId[T.visitor]).not.toHaveProperty('remaining');
    expect(byId[T.visitor]).not.toHaveProperty('limitPerUser');
    expect(byId[T.trade]).toMatchObject({ price: '58.00', level: 2 });
    expect(byId[T.soldOut]).toMatchObject({ saleState: 'sold_out', remaining: 0 });
    expect(byId[T.notOnSale]).toMatchObject({ saleState: 'not_started' });
    expect(byId[T.saleEnded]).toMatchObject({ saleState: 'ended' });
    expect(byId[T.onePerUser]).toMatchObject({ limitPerUser: 1, maxPerOrder: 1 });
    expect(byId[T.vip]?.saleStartTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('names the conflict on both sides of the pair', async () => {
    const byId = Object.fromEntries((await types({})).map((t) => [t.id, t]));
    expect(byId[T.opening]?.conflictsWith).toEqual([T.workshop]);
    expect(byId[T.workshop]?.conflictsWith).toEqual([T.opening]);
  });

  it('asks the VIP ticket for each holder’s name and phone', async () => {
    const { body } = await shop.get(undefined, 'ticketType/detail', { id: T.vip });
    expect(body.data.attendeeFields.map((f: { prop: string; required: boolean }) => [f.prop, f.required])).toEqual([
      ['name', true],
      ['phone', true],
      ['company', false],
    ]);
  });

  it('puts the gala on sale once the server clock reaches its start', async () => {
    server.advanceClock(7 * DAY_S + 1);
    expect((await shop.get(undefined, 'ticketType/detail', { id: T.notOnSale })).body.data.saleState).toBe('on_sale');
  });

  it('refuses an unknown ticket type and an unknown exhibition', async () => {
    expect((await shop.get(undefined, 'ticketType/detail', { id: 'tt-nope' })).body).toMatchObject({ code: 400, success: false });
    expect((await shop.get(undefined, 'ticketType/list', { exhibitionId: 'nope' })).status).toBe(400);
  });

  it('sells the catalogue (journal) with its shipping fee', async () => {
    const { body } = await shop.get(undefined, 'journal/list', { exhibitionId: 'demo' });
    expect(body.data).toEqual([expect.objectContaining({ id: SEED.ticketing.journalId, price: '68.00', shippingFee: '12.00', currency: 'CNY', saleState: 'on_sale' })]);
  });
});

describe('a quote', () => {
  it('prices each line and the total on the server, with no discount code', async () => {
    const { body } = await quote(P.ticketBuyer, { lines: [{ ticketTypeId: T.vip, quantity: 2 }, { ticketTypeId: T.visitor, quantity: 1 }] });
    expect(body.data).toEqual({
      lines: [
        { ticketTypeId: T.vip, name: 'VIP 贵宾票', nameEn: 'VIP ticket', quantity: 2, unitPrice: '128.00', discount: '0.00', amount: '256.00' },
        { ticketTypeId: T.visitor, name: '普通观众票', nameEn: 'Visitor ticket', quantity: 1, unitPrice: '0.00', discount: '0.00', amount: '0.00' },
      ],
      total: '256.00',
      currency: 'CNY',
    });
  });

  it('applies FAIR2026 to the VIP line only and says so per line', async () => {
    const { body } = await quote(P.ticketBuyer, { lines: [{ ticketTypeId: T.vip, quantity: 2 }, { ticketTypeId: T.trade, quantity: 1 }], discountCode: ' fair2026 ' });
    expect(body.data).toMatchObject({
      discountCode: 'FAIR2026',
      discountState: 'applied',
      lines: [
        { ticketTypeId: T.vip, unitPrice: '128.00', discount: '51.20', amount: '204.80', discountState: 'applied' },
        { ticketTypeId: T.trade, unitPrice: '58.00', discount: '0.00', amount: '58.00', discountState: 'not_applicable' },
      ],
      total: '262.80',
    });
  });

  it('adds up repeated lines of one type', async () => {
    const { body } = await quote(P.ticketBuyer, { lines: [{ ticketTypeId: T.visitor, quantity: 1 }, { ticketTypeId: T.visitor, quantity: 2 }] });
    expect(body.data.lines).toEqual([expect.objectContaining({ ticketTypeId: T.visitor, quantity: 3 })]);
  });

  it('writes nothing', async () => {
    const before = server.state.ticketing.orders.every().length;
    await quote(P.ticketBuyer, { lines: [{ ticketTypeId: T.vip, quantity: 1 }] });
    expect(server.state.ticketing.orders.every().length).toBe(before);
  });
});

describe('the commerce failures of a basket', () => {
  const failure = async (phone: string, body: Record<string, unknown>, headers?: Record<string, string>) => {
    const { status, body: reply } = await quote(phone, body, headers);
    return { status, code: reply.code, data: reply.data, msg: reply.msg };
  };

  it('4101: the per-user limit, counted across the user’s orders', async () => {
    const token = await shop.login(P.ticketBuyer);
    expect((await shop.createOrder(token, { lines: [{ ticketTypeId: T.onePerUser, quantity: 1 }] })).body.data.orderStatus).toBe('completed');
    expect(await failure(P.ticketBuyer, { lines: [{ ticketTypeId: T.onePerUser, quantity: 1 }] })).toMatchObject({
      status: 400,
      code: 4101,
      data: { ticketTypeId: T.onePerUser, limit: 1 },
      msg: '「采购商配对会」每人限购 1 张',
    });
  });

  it('4102: two types that conflict in the basket, named in the page language', async () => {
    expect(await failure(P.ticketBuyer, { lines: [{ ticketTypeId: T.opening, quantity: 1 }, { ticketTypeId: T.workshop, quantity: 1 }] }, { 'language-type': 'en' })).toMatchObject({
      code: 4102,
      data: { ticketA: 'Opening ceremony pass', ticketB: 'Day-one buyers’ workshop' },
      msg: '"Opening ceremony pass" cannot be bought together with "Day-one buyers’ workshop"',
    });
  });

  it('4102: a type that conflicts with a ticket already held', async () => {
    const token = await shop.login(P.ticketBuyer);
    await shop.createOrder(token, { lines: [{ ticketTypeId: T.opening, quantity: 1 }] });
    expect(await failure(P.ticketBuyer, { lines: [{ ticketTypeId: T.workshop, quantity: 1 }] })).toMatchObject({
      code: 4102,
      data: { ticketA: '首日采购工作坊', ticketB: '开幕式观礼票' },
    });
  });

  it('4103: FAIR2026 with no VIP ticket in the basket', async () => {
    expect(await failure(P.ticketBuyer, { lines: [{ ticketTypeId: T.trade, quantity: 1 }], discountCode: 'FAIR2026' })).toMatchObject({ code: 4103 });
  });

  it('4104: a sold-out type', async () => {
    expect(await failure(P.ticketBuyer, { lines: [{ ticketTypeId: T.soldOut, quantity: 1 }] })).toMatchObject({ code: 4104, msg: '「国际采购高峰论坛」已售罄' });
  });

  it('4105: a type not on sale yet, with its start time', async () => {
    const result = await failure(P.ticketBuyer, { lines: [{ ticketTypeId: T.notOnSale, quantity: 1 }] });
    const gala = (await types({})).find((t) => t.id === T.notOnSale);
    expect(result).toMatchObject({ code: 4105, data: { saleStartTime: gala?.saleStartTime } });
  });

  it('4106: a type whose sale has ended', async () => {
    expect(await failure(P.ticketBuyer, { lines: [{ ticketTypeId: T.saleEnded, quantity: 1 }] })).toMatchObject({ code: 4106 });
  });

  it('4109: a quantity outside the type’s min/max, or not a whole number', async () => {
    expect(await failure(P.ticketBuyer, { lines: [{ ticketTypeId: T.vip, quantity: 6 }] })).toMatchObject({ code: 4109, data: { min: 1, max: 5 } });
    expect(await failure(P.ticketBuyer, { lines: [{ ticketTypeId: T.vip, quantity: 1.5 }] })).toMatchObject({ code: 4109 });
    expect(await failure(P.ticketBuyer, { lines: [{ ticketTypeId: T.vip, quantity: 0 }] })).toMatchObject({ code: 4109 });
  });

  it('4109: the max lowered to the seats left', async () => {
    // 292 sold before, 1 held by the unpaid-order seed, 4 by the paid after-sales seeds: 3 left.
    server.state.ticketing.type(T.vip)!.soldBefore = 292;
    expect(await failure(P.ticketBuyer, { lines: [{ ticketTypeId: T.vip, quantity: 4 }] })).toMatchObject({ code: 4109, data: { min: 1, max: 3 } });
  });

  it('4112: a visitor who has not completed the registration and holds no ticket', async () => {
    expect(await failure(P.newVisitor, { lines: [{ ticketTypeId: T.visitor, quantity: 1 }] })).toMatchObject({
      code: 4112,
      msg: '您尚未完成登记，暂无可用门票',
    });
  });

  it('4113: a discount code the server does not know', async () => {
    expect(await failure(P.ticketBuyer, { lines: [{ ticketTypeId: T.vip, quantity: 1 }], discountCode: 'SPRING99' })).toMatchObject({ code: 4113 });
  });

  it('a plain 400 for an empty basket or an unknown type', async () => {
    expect(await failure(P.ticketBuyer, { lines: [] })).toMatchObject({ status: 400, code: 400 });
    expect(await failure(P.ticketBuyer, { lines: [{ ticketTypeId: 'tt-nope', quantity: 1 }] })).toMatchObject({ status: 400, code: 400 });
  });

  it('asks for a token', async () => {
    const anonymous = await http.call('POST', `${RC}order/quote`, { body: { exhibitionId: 'demo', lines: [{ ticketTypeId: T.vip, quantity: 1 }] } });
    expect(anonymous.status).toBe(401);
  });
});

describe('the ticketing seeds and isHaveTicket', () => {
  const userInfo = async (phone: string) =>
    (await http.call('POST', `${RC}user/registerType/addAndGetAll`, { token: await shop.login(phone), body: { exhibitionId: 'demo', topRegisterType: 'visitor' } })).body.data;

  it('gives the ticket buyer an approved registration and no ticket (→ /ticket-type through a ticket link)', async () => {
    expect(await userInfo(P.ticketBuyer)).toMatchObject({ isHaveTicket: 0, userQr: '', userExhibitionVO: { completeResult: 'succ', examineResult: 'approve' } });
  });

  it('says the paid-ticket and bulk buyers have tickets, and the unpaid-order buyer has none', async () => {
    expect((await userInfo(P.paidTicket)).isHaveTicket).toBe(1);
    expect((await userInfo(P.bulkBuyer)).isHaveTicket).toBe(1);
    expect((await userInfo(P.unpaidOrder)).isHaveTicket).toBe(0);
  });

  it('turns isHaveTicket on once a ticket is issued, and reset() turns it back off', async () => {
    const token = await shop.login(P.ticketBuyer);
    await shop.createOrder(token, { lines: [{ ticketTypeId: T.visitor, quantity: 1 }] });
    expect((await userInfo(P.ticketBuyer)).isHaveTicket).toBe(1);
    server.reset();
    expect((await userInfo(P.ticketBuyer)).isHaveTicket).toBe(0);
  });

  it('leaves the earlier seeds’ ticket flags as they were', async () => {
    expect((await userInfo(P.approvedWithTicket)).isHaveTicket).toBe(1);
    expect((await userInfo(P.approvedWithoutTicket)).isHaveTicket).toBe(0);
  });
});
