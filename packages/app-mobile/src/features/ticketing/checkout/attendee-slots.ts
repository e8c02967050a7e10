// One block of holder details per ticket whose type asks for them (a basket of 2 VIP tickets = 2 blocks),
// with field names unique across blocks, and the values sent with the order per ticket.
import type { FormField } from '@fairpass/domain';
import type { BasketLine, TicketType } from '@fairpass/domain/ticketing';

export interface AttendeeSlot {
  readonly key: string;
  /** 1-based, across the basket. */
  readonly index: number;
  readonly type: TicketType;
  readonly fields: readonly FormField[];
}

export const attendeeSlotsOf = (lines: readonly BasketLine[], types: readonly TicketType[]): AttendeeSlot[] => {
  const slots: AttendeeSlot[] = [];
  for (const line of lines) {
    const type = types.find((candidate) => candidate.id === line.ticketTypeId);
    if (!type || type.attendeeFields.length === 0) continue;
    for (let copy = 0; copy < line.quantity; copy += 1) {
      slots.push({ key: `${type.id}-${copy}`, index: slots.length + 1, type, fields: type.attendeeFields });
    }
  }
  return slots;
};

export const fieldNameOf = (slot: Pick<AttendeeSlot, 'key'>, prop: string): string => `${slot.key}.${prop}`;

export const attendeeValuesOf = (slots: readonly AttendeeSlot[], values: Readonly<Record<string, string>>) =>
  slots.map((slot) => ({
    ticketTypeId: slot.type.id,
    values: Object.fromEntries(slot.fields.map((field) => [field.prop, (values[fieldNameOf(slot, field.prop)] ?? '').trim()])),
  }));
