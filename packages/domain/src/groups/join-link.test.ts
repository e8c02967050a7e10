import { describe, expect, it } from 'vitest';
import { parseQueryString } from '../entry/query-string';
import { groupJoinLinkQuery } from './join-link';

describe('the group’s join link', () => {
  it('is the entry link of the group register type carrying the group as visitingGroupId', () => {
    const query = parseQueryString(groupJoinLinkQuery({ exhibitionId: 'demo', tenantId: '000000' }, 'vg-1 & 2'));
    expect({ ...query }).toEqual({ exhibitionId: 'demo', registerType: 'visitingGroup', tenantId: '000000', visitingGroupId: 'vg-1 & 2' });
  });

  it('keeps the page language when one is given', () => {
    expect(groupJoinLinkQuery({ exhibitionId: 'demo', tenantId: '000000', languageType: 'en' }, 'vg-1')).toContain('languageType=en');
  });
});
