// Finding leads on the phone: one search text per lead (name, mobile, company, job title, e-mail, badge
// code, tags, notes), folded the same way as the query (NFKC, so full-width ＡＢＣ１２３ matches abc123;
// lower case; spaces collapsed), and the list's filters. The SDK keeps these texts in memory, so a
// search over thousands of leads is a scan of short strings, not of records.
import type { LeadRating } from './lead.types';
import type { LeadFields, LeadSyncState } from './local-lead.types';

/** Text folded for matching. */
export const foldSearchText = (text: string): string => text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

/** The one text a lead is searched in. */
export function leadSearchText(fields: LeadFields): string {
  const parts = [fields.name, fields.mobile, fields.company, fields.jobTitle, fields.email, fields.badgeCode, ...fields.tags, fields.notes];
  return foldSearchText(parts.filter((part): part is string => typeof part === 'string' && part !== '').join(' \u0001 '));
}

/** The filters of the lead list on the phone. */
export interface LocalLeadFilter {
  readonly keyword?: string;
  readonly rating?: LeadRating;
  readonly sync?: LeadSyncState;
}

/** Every word of the keyword (split on spaces) must occur in the lead's search text. */
export function keywordMatcher(keyword: string | undefined): (searchText: string) => boolean {
  const words = foldSearchText(keyword ?? '')
    .split(' ')
    .filter((word) => word !== '');
  if (words.length === 0) return () => true;
  return (searchText) => words.every((word) => searchText.includes(word));
}
