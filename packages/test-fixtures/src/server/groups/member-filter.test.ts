import { memberMatches } from '@fairpass/domain/groups';
import { describe, expect, it } from 'vitest';
import { filterOf, matchesFilter, type MemberFilter } from './member-filter';

const member = { name: 'Wang Lei', phone: '13700000001', reviewState: 'pending', teamId: 't-1' } as const;
const filters: MemberFilter[] = [
  {},
  { keyword: 'wang' },
  { keyword: ' LEI ' },
  { keyword: '0000001' },
  { keyword: 'zhang' },
  { reviewState: 'pending' },
  { reviewState: 'approved' },
  { teamId: 't-1' },
  { teamId: 't-2' },
  { keyword: 'lei', reviewState: 'pending', teamId: 't-1' },
  { keyword: 'lei', reviewState: 'pending', teamId: 't-2' },
];

describe('the server’s member filter', () => {
  it.each(filters)('answers as the domain’s memberMatches for %j', (filter) => {
    expect(matchesFilter(filter, member)).toBe(memberMatches(filter, member));
  });

  it('reads a filter as sent, blanks left out, and names a review state that is not one', () => {
    expect(filterOf({ keyword: ' 王 ', reviewState: '', teamId: 't-1' })).toEqual({ keyword: '王', teamId: 't-1' });
    expect(filterOf({ keyword: 3, reviewState: 'approved' })).toEqual({ reviewState: 'approved' });
    expect(filterOf({ reviewState: 'gone' })).toBe('reviewState');
  });
});
