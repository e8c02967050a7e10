// How a room reads: its hotel and type in the page's language, and its nights (`05-11 – 05-14`; the
// number of nights as `count`, which the English text's plural forms follow).
import { localizedField } from '@fairpass/domain';
import { nightsOf, type Room } from '@fairpass/domain/logistics';
import type { AppLanguage } from '../../../ui/app-language';

export const roomNameOf = (room: Room, language: AppLanguage): string => `${localizedField(room, 'hotel', language)} · ${localizedField(room, 'roomType', language)}`;

export const roomDatesOf = (room: Room): { readonly checkIn: string; readonly checkOut: string; readonly count: number } => ({
  checkIn: room.checkIn.slice(5),
  checkOut: room.checkOut.slice(5),
  count: nightsOf(room),
});
