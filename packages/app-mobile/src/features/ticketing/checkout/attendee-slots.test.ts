import { describe, expect, it } from 'vitest';
import type { TicketType } from '@fairpass/domain/ticketing';
import { attendeeSlotsOf, attendeeValuesOf, fieldNameOf } from './attendee-slots';

const vip = { id: 'vip', attendeeFields: [{ prop: 'name' }] } as unknown as TicketType;
const free = { id: 'free', attendeeFields: [] } as unknown as TicketType;

describe('the ticket holders to name', () => {
  it('asks once per ticket of a type that wants holders, numbered across the basket', () => {
    const slots = attendeeSlotsOf(
      [
        { ticketTypeId: 'free', quantity: 3 },
        { ticketTypeId: 'vip', quantity: 2 },
      ],
      [free, vip],
    );
    expect(slots.map((slot) => [slot.key, slot.index])).toEqual([
      ['vip-0', 1],
      ['vip-1', 2],
    ]);
  });

  it('sends each ticket its own values, trimmed', () => {
    const slots = attendeeSlotsOf([{ ticketTypeId: 'vip', quantity: 2 }], [vip]);
    const values = { [fieldNameOf(slots[0]!, 'name')]: ' 陈一 ', [fieldNameOf(slots[1]!, 'name')]: '王二' };
    expect(attendeeValuesOf(slots, values)).toEqual([
      { ticketTypeId: 'vip', values: { name: '陈一' } },
      { ticketTypeId: 'vip', values: { name: '王二' } },
    ]);
  });
});
