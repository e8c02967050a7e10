import { describe, expect, it } from 'vitest';
import { changesSinceApproval, entryChanges } from './changes-since-approval';
import type { CatalogueEntry, JournalFields } from './exhibitor-catalogue.types';

const approved: JournalFields = {
  exhibitorJournalName: '示范电子',
  exhibitorJournalEnName: 'Demo Electronics',
  journalContacts: '陈展商',
  journalContactInformation: '0755-88886666',
  journalIntroduction: '专注智能硬件。',
  journalEnIntroduction: 'Smart hardware.',
};
const entry = (over: Partial<CatalogueEntry>): CatalogueEntry => ({ state: 'approved', entry: approved, approved, journalLogo: '', deadline: '', serverTime: 0, ...over });

describe('what changed since the entry was approved', () => {
  it('lists the fields that differ, the Chinese one beside the English one', () => {
    const now = { ...approved, journalEnIntroduction: 'Smart hardware for homes.', journalIntroduction: '专注家用智能硬件。', journalContacts: '王经理' };
    expect(changesSinceApproval(approved, now).map((c) => c.field)).toEqual(['journalIntroduction', 'journalEnIntroduction', 'journalContacts']);
    expect(changesSinceApproval(approved, now)[2]).toEqual({ field: 'journalContacts', approved: '陈展商', now: '王经理' });
  });

  it('does not count spaces at either end', () => {
    expect(changesSinceApproval(approved, { ...approved, exhibitorJournalEnName: ' Demo Electronics ' })).toEqual([]);
  });

  it.each([
    ['approved with no draft: nothing to compare', entry({}), undefined],
    ['never approved', entry({ state: 'draft', approved: undefined, draft: approved }), undefined],
    ['a draft after approval', entry({ draft: { ...approved, journalContacts: '王经理' } }), ['journalContacts']],
    ['a version under review after approval', entry({ state: 'submitted', entry: { ...approved, exhibitorJournalName: '示范电子科技' } }), ['exhibitorJournalName']],
    ['a draft the same as approved', entry({ draft: approved }), []],
  ] as const)('%s', (_row, value, fields) => {
    expect(entryChanges(value)?.map((c) => c.field)).toEqual(fields);
  });
});
