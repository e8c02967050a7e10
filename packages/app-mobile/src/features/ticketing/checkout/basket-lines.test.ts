import { describe, expect, it } from 'vitest';
import type { TicketType } from '@fairpass/domain/ticketing';
import { linesOf, needsAttendees, quantitiesOfOrder, quantityFromInput } from './basket-lines';

const type = (id: string, attendeeFields: TicketType['attendeeFields'] = []): TicketType =>
  ({ id, attendeeFields }) as unknown as TicketType;

describe('the basket', () => {
  it('sends the lines above zero in the catalogue order', () => {
    expect(linesOf({ vip: 2, free: 0, std: 1 }, [type('std'), type('free'), type('vip')])).toEqual([
      { ticketTypeId: 'std', quantity: 1 },
      { ticketTypeId: 'vip', quantity: 2 },
    ]);
  });

  it('takes an unpaid order back as quantities', () => {
    expect(quantitiesOfOrder({ lines: [{ ticketTypeId: 'vip', quantity: 2 }] as never })).toEqual({ vip: 2 });
  });

  it('asks for the holders first when a type in the basket wants their details', () => {
    const types = [type('std'), type('vip', [{ prop: 'name' } as never])];
    expect(needsAttendees([{ ticketTypeId: 'vip', quantity: 1 }], types)).toBe(true);
    expect(needsAttendees([{ ticketTypeId: 'std', quantity: 1 }], types)).toBe(false);
  });

  it('reads a typed quantity as a whole number from 0 up to the most allowed', () => {
    expect(quantityFromInput('3', 5)).toBe(3);
    expect(quantityFromInput('9', 5)).toBe(5);
    expect(quantityFromInput('-1', 5)).toBe(0);
    expect(quantityFromInput('abc', 5)).toBe(0);
  });
});
