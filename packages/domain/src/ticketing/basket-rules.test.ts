import { describe, expect, it } from 'vitest';
import { basketProblems, checkBasket, type BasketContext } from './basket-rules';
import type { TicketType } from './ticket-type.types';
import { parseWireTime } from './wire-time';

const type = (id: string, overrides: Partial<TicketType> = {}): TicketType => ({
  id,
  name: `${id}票`,
  nameEn: `${id} ticket`,
  description: '',
  descriptionEn: '',
  price: '0.00',
  currency: 'CNY',
  saleStartTime: '2026-04-01 00:00:00',
  saleEndTime: '2026-06-01 00:00:00',
  saleState: 'on_sale',
  minPerOrder: 1,
  maxPerOrder: 5,
  conflictsWith: [],
  level: 1,
  attendeeFields: [],
  ...overrides,
});

const NOW = parseWireTime('2026-05-01 10:00:00') ?? Number.NaN;
const context = (types: TicketType[], extra: Partial<BasketContext> = {}): BasketContext => ({ types, now: NOW, language: 'en', ...extra });
const codesOf = (problems: ReturnType<typeof basketProblems>) => problems.map((problem) => problem.code);

describe('the basket rules', () => {
  it('accept a basket that breaks none, merging lines of one type', () => {
    const outcome = checkBasket(
      [
        { ticketTypeId: 'visitor', quantity: 1 },
        { ticketTypeId: 'vip', quantity: 2 },
        { ticketTypeId: 'visitor', quantity: 1 },
      ],
      context([type('visitor'), type('vip')]),
    );
    expect(outcome).toEqual({
      ok: true,
      value: [
        { ticketTypeId: 'visitor', quantity: 2 },
        { ticketTypeId: 'vip', quantity: 2 },
      ],
    });
  });

  describe('quantities', () => {
    it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuse a quantity of %s: it must be a positive whole number', (quantity) => {
      const [first] = basketProblems([{ ticketTypeId: 'visitor', quantity }], context([type('visitor')]));
      expect(first?.code).toBe('ORDER.QUANTITY_INVALID');
      expect(first?.params).toEqual({ ticketTypeId: 'visitor' });
    });

    it('refuse an empty basket', () => {
      const outcome = checkBasket([], context([type('visitor')]));
      expect(outcome.ok ? undefined : outcome.error.code).toBe('ORDER.QUANTITY_INVALID');
    });

    it("keep to the type's per-order minimum and maximum, naming both", () => {
      const types = [type('group', { minPerOrder: 2, maxPerOrder: 4 })];
      for (const quantity of [1, 5]) {
        const [first] = basketProblems([{ ticketTypeId: 'group', quantity }], context(types));
        expect(first?.code).toBe('ORDER.QUANTITY_OUT_OF_RANGE');
        expect(first?.params).toEqual({ ticketTypeId: 'group', min: '2', max: '4' });
      }
      expect(basketProblems([{ ticketTypeId: 'group', quantity: 4 }], context(types))).toEqual([]);
    });

    it('lower the maximum to the tickets left', () => {
      const [first] = basketProblems([{ ticketTypeId: 'vip', quantity: 3 }], context([type('vip', { remaining: 2 })]));
      expect(first?.params).toEqual({ ticketTypeId: 'vip', min: '1', max: '2' });
    });

    it("read Jackson's -1 as no bound, not as a bound of -1", () => {
      const types = [type('open', { maxPerOrder: -1, remaining: -1, limitPerUser: -1 })];
      expect(basketProblems([{ ticketTypeId: 'open', quantity: 40 }], context(types))).toEqual([]);
    });
  });

  describe('the sale', () => {
    it('say a type is not on sale yet, with its start time, until the start', () => {
      const early = type('early', { saleStartTime: '2026-05-01 10:00:01', saleState: 'not_started' });
      const [first] = basketProblems([{ ticketTypeId: 'early', quantity: 1 }], context([early]));
      expect(first?.code).toBe('TICKET.NOT_ON_SALE');
      expect(first?.params).toEqual({ ticketTypeId: 'early', saleStartTime: '2026-05-01 10:00:01' });
    });

    it('let a sale that has opened since the server answered go through', () => {
      const opened = type('early', { saleStartTime: '2026-05-01 10:00:00', saleState: 'not_started' });
      expect(basketProblems([{ ticketTypeId: 'early', quantity: 1 }], context([opened]))).toEqual([]);
    });

    it('say the sale has ended at its end time, even if the server still said on sale', () => {
      const closing = type('late', { saleEndTime: '2026-05-01 10:00:00' });
      expect(codesOf(basketProblems([{ ticketTypeId: 'late', quantity: 1 }], context([closing])))).toEqual(['TICKET.SALE_ENDED']);
    });

    it('trust the server within the window: an organiser may end a sale early', () => {
      expect(codesOf(basketProblems([{ ticketTypeId: 'x', quantity: 1 }], context([type('x', { saleState: 'ended' })])))).toEqual(['TICKET.SALE_ENDED']);
    });

    it('fall back on the server state when the times cannot be read', () => {
      const unknownStart = type('x', { saleStartTime: '', saleEndTime: '', saleState: 'not_started' });
      const [first] = basketProblems([{ ticketTypeId: 'x', quantity: 1 }], context([unknownStart]));
      expect(first?.code).toBe('TICKET.NOT_ON_SALE');
      expect(first?.params).toEqual({ ticketTypeId: 'x' });
    });

    it.each([
      ['the server says sold out', { saleState: 'sold_out' }],
      ['none are left', { remaining: 0 }],
      ['fewer are left than an order needs', { remaining: 1, minPerOrder: 2 }],
    ] as const)('say sold out when %s', (_, overrides) => {
      expect(codesOf(basketProblems([{ ticketTypeId: 'x', quantity: 2 }], context([type('x', overrides)])))).toEqual(['TICKET.SOLD_OUT']);
    });

    it('say not on sale before sold out: the first thing the user can act on', () => {
      const both = type('x', { saleStartTime: '2026-05-02 00:00:00', saleState: 'sold_out' });
      expect(codesOf(basketProblems([{ ticketTypeId: 'x', quantity: 1 }], context([both])))).toEqual(['TICKET.NOT_ON_SALE']);
    });
  });

  describe('the per-user limit', () => {
    const onePerUser = type('limited', { limitPerUser: 1 });

    it('count what the user already holds across their orders', () => {
      const held = [{ ticketTypeId: 'limited', quantity: 1 }];
      const [first] = basketProblems([{ ticketTypeId: 'limited', quantity: 1 }], context([onePerUser], { held }));
      expect(first?.code).toBe('TICKET.LIMIT_REACHED');
      expect(first?.params).toEqual({ ticketTypeId: 'limited', limit: '1' });
    });

    it('count the whole basket, lines of one type together', () => {
      const lines = [
        { ticketTypeId: 'limited', quantity: 1 },
        { ticketTypeId: 'limited', quantity: 1 },
      ];
      expect(codesOf(basketProblems(lines, context([onePerUser])))).toEqual(['TICKET.LIMIT_REACHED']);
    });

    it('allow up to the limit', () => {
      expect(basketProblems([{ ticketTypeId: 'limited', quantity: 1 }], context([onePerUser], { held: [{ ticketTypeId: 'other', quantity: 3 }] }))).toEqual([]);
    });
  });

  describe('conflicts', () => {
    const a = type('a', { name: '甲票', nameEn: 'Ticket A', conflictsWith: ['b'] });
    const b = type('b', { name: '乙票', nameEn: 'Ticket B' });

    it('find two types in the basket that cannot be bought together, naming both in the page language', () => {
      const lines = [
        { ticketTypeId: 'a', quantity: 1 },
        { ticketTypeId: 'b', quantity: 1 },
      ];
      const [first, ...rest] = basketProblems(lines, context([a, b]));
      expect(rest).toEqual([]);
      expect(first?.code).toBe('TICKET.CONFLICT');
      expect(first?.params).toEqual({ ticketTypeId: 'a', ticketA: 'Ticket A', ticketB: 'Ticket B', conflictingTicketTypeId: 'b' });
      expect(basketProblems(lines, context([a, b], { language: 'cn' }))[0]?.params).toMatchObject({ ticketA: '甲票', ticketB: '乙票' });
    });

    it('hold in both directions: B in the basket conflicts with A held, though only A lists it', () => {
      const held = [{ ticketTypeId: 'a', quantity: 1 }];
      const [first] = basketProblems([{ ticketTypeId: 'b', quantity: 1 }], context([a, b], { held }));
      expect(first?.params).toEqual({ ticketTypeId: 'b', ticketA: 'Ticket B', ticketB: 'Ticket A', conflictingTicketTypeId: 'a' });
    });

    it('name a held type that is not on offer by the names it was held with, else by its id', () => {
      const listsHeld = type('new', { nameEn: 'New', conflictsWith: ['old', 'gone'] });
      const held = [
        { ticketTypeId: 'old', quantity: 1, name: '旧票', nameEn: 'Old' },
        { ticketTypeId: 'gone', quantity: 1 },
      ];
      const problems = basketProblems([{ ticketTypeId: 'new', quantity: 1 }], context([listsHeld], { held }));
      expect(problems.map((problem) => problem.params?.['ticketB'])).toEqual(['Old', 'gone']);
    });

    it('report each conflicting pair once, and never a type with itself', () => {
      const both = [type('a', { conflictsWith: ['b', 'a'] }), type('b', { conflictsWith: ['a'] })];
      const lines = [
        { ticketTypeId: 'a', quantity: 1 },
        { ticketTypeId: 'b', quantity: 1 },
      ];
      expect(codesOf(basketProblems(lines, context(both, { held: [{ ticketTypeId: 'a', quantity: 1 }] })))).toEqual(['TICKET.CONFLICT']);
    });
  });

  it('list every problem, invalid quantities first, and leave unknown types to the server', () => {
    const lines = [
      { ticketTypeId: 'vip', quantity: 0 },
      { ticketTypeId: 'soldOut', quantity: 1 },
      { ticketTypeId: 'unknown', quantity: 99 },
    ];
    const problems = basketProblems(lines, context([type('vip'), type('soldOut', { saleState: 'sold_out' })]));
    expect(problems.map((problem) => [problem.code, problem.params?.['ticketTypeId']])).toEqual([
      ['ORDER.QUANTITY_INVALID', 'vip'],
      ['TICKET.SOLD_OUT', 'soldOut'],
    ]);
    expect(problems.every((problem) => problem.detail === undefined && problem.retryable === false)).toBe(true);
  });

  it('return the first problem as the failed outcome', () => {
    const outcome = checkBasket([{ ticketTypeId: 'x', quantity: 9 }], context([type('x')]));
    expect(outcome.ok).toBe(false);
    expect(outcome.ok ? undefined : outcome.error.code).toBe('ORDER.QUANTITY_OUT_OF_RANGE');
  });
});
