// The names of the types a ticket type cannot be bought with, in the page language, for its card.
import { localizedField } from '@fairpass/domain';
import { type TicketType } from '@fairpass/domain/ticketing';
import type { AppLanguage } from '../../../ui/app-language';

export const conflictNamesOf = (type: TicketType, types: readonly TicketType[], language: AppLanguage): string[] =>
  type.conflictsWith.flatMap((id) => {
    const other = types.find((candidate) => candidate.id === id);
    return other ? [localizedField(other, 'name', language)] : [];
  });
