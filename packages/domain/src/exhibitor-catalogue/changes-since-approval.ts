// "What changed since it was approved" (design exhibitor.md §5.1 beyond, "see it before it prints"): the
// server keeps the entry's fields as the organiser last approved them; the exhibitor sees, field by field,
// what the draft or the version handed in since says instead — before the organiser reviews it again.
import type { EntryField } from './catalogue-entry-form';
import type { CatalogueEntry, JournalFields } from './exhibitor-catalogue.types';

/** The fields in the order the entry shows them: each Chinese one beside its English one. */
export const ENTRY_FIELD_ORDER: readonly EntryField[] = [
  'exhibitorJournalName',
  'exhibitorJournalEnName',
  'journalIntroduction',
  'journalEnIntroduction',
  'journalContacts',
  'journalContactInformation',
];

/** One field that differs: as approved, and as it reads now. */
export interface EntryChange {
  readonly field: EntryField;
  readonly approved: string;
  readonly now: string;
}

/** The fields of `now` that differ from `approved` (spaces at either end do not count), in the entry's order. */
export function changesSinceApproval(approved: JournalFields, now: JournalFields): readonly EntryChange[] {
  return ENTRY_FIELD_ORDER.filter((field) => approved[field].trim() !== now[field].trim()).map((field) => ({ field, approved: approved[field], now: now[field] }));
}

/**
 * What the entry reads now against what was approved, or undefined when nothing was ever approved or
 * nothing was changed since (no draft, no later version): the draft if any, else the last version.
 */
export function entryChanges(entry: CatalogueEntry): readonly EntryChange[] | undefined {
  const now = entry.draft ?? entry.entry;
  if (!entry.approved || !now || (entry.state === 'approved' && !entry.draft)) return undefined;
  return changesSinceApproval(entry.approved, now);
}
