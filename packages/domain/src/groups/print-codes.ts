// The printable entry codes of a group (/groupManagement/printCode): one card per approved member, laid
// out on sheets of a fixed number of cards so a sheet never splits a card; members not approved yet
// have no code and are listed apart with their state.
import type { EntryCodeCard, GroupEntryCodes, UnprintableMember } from './group.types';

/** Cards on one A4 sheet: two columns of three, each code large enough for a gate's scanner. */
export const CARDS_PER_SHEET = 6;

/** The cards in sheets of `perSheet` (the last one may be shorter); none for no cards. */
export function printSheets<T>(cards: readonly T[], perSheet: number = CARDS_PER_SHEET): readonly (readonly T[])[] {
  if (!Number.isInteger(perSheet) || perSheet < 1) throw new RangeError(`cards per sheet must be a whole number ≥ 1, got ${perSheet}`);
  const sheets: T[][] = [];
  for (let start = 0; start < cards.length; start += perSheet) sheets.push(cards.slice(start, start + perSheet));
  return sheets;
}

/** What a print of one team (or of everybody: no team) holds. */
export interface PrintSelection {
  readonly cards: readonly EntryCodeCard[];
  readonly notPrintable: readonly UnprintableMember[];
}

/**
 * The codes with a card only for a member who has a code: a card without one (a server that sent an
 * approved member before issuing the code) is not printable yet and is listed as still pending.
 */
export function printSelection(codes: GroupEntryCodes): PrintSelection {
  const withCode = codes.cards.filter((card) => card.entryCode.trim() !== '');
  const waiting = codes.cards
    .filter((card) => card.entryCode.trim() === '')
    .map((card): UnprintableMember => ({ memberId: card.memberId, name: card.name, teamName: card.teamName, reviewState: 'pending' }));
  return { cards: withCode, notPrintable: [...codes.notPrintable, ...waiting] };
}
