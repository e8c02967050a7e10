import { describe, expect, it } from 'vitest';
import { memberListHref, queryOfSearch } from './list-address';

describe('the member list’s address', () => {
  it('keeps the search, the review state and the team, and anything else asked', () => {
    expect(memberListHref({ keyword: '王', reviewState: 'pending', teamId: 'vg-0007-t3' }, { add: '1' })).toBe(
      '/groupManagement/operateList?q=%E7%8E%8B&state=pending&team=vg-0007-t3&add=1',
    );
    expect(memberListHref({})).toBe('/groupManagement/operateList');
  });

  it('reads them back, leaving out a review state that is none and blanks', () => {
    expect(queryOfSearch(new URLSearchParams('q=%E7%8E%8B&state=pending&team=t-3'))).toEqual({ keyword: '王', reviewState: 'pending', teamId: 't-3' });
    expect(queryOfSearch(new URLSearchParams('state=maybe&team='))).toEqual({});
  });
});
