import { describe, expect, it } from 'vitest';
import { GROUP_LIMITS } from './group-limits';
import { chooseMember, choosePage, isNarrowed, isSelected, memberMatches, NO_SELECTION, pageChoice, selectionProblem, selectionSize, type MemberSelection } from './member-selection';

const teams = [{ teamId: 't-1' }, { teamId: 't-2' }];
const named = (...memberIds: string[]): MemberSelection => ({ kind: 'members', memberIds });
const wholeTeam: MemberSelection = { kind: 'filter', filter: { teamId: 't-1' }, count: 200 };

describe('choosing members', () => {
  it('counts named members once each and a choice by filter by the count the leader saw', () => {
    expect(selectionSize(NO_SELECTION)).toBe(0);
    expect(selectionSize(named('a', 'b', 'a', ' '))).toBe(2);
    expect(selectionSize(wholeTeam)).toBe(200);
  });

  it('holds every member listed under a choice by filter', () => {
    expect(isSelected(wholeTeam, 'anyone')).toBe(true);
    expect(isSelected(named('a'), 'b')).toBe(false);
  });

  it('says whether none, some or all of a page is chosen', () => {
    expect(pageChoice(named('a'), [])).toBe('none');
    expect(pageChoice(named('x'), ['a', 'b'])).toBe('none');
    expect(pageChoice(named('a'), ['a', 'b'])).toBe('some');
    expect(pageChoice(named('b', 'a'), ['a', 'b'])).toBe('all');
    expect(pageChoice(wholeTeam, ['a', 'b'])).toBe('all');
  });

  it('ticks a page on top of those chosen, and unticks only that page', () => {
    expect(choosePage(named('x', 'a'), ['a', 'b'], true)).toEqual(named('x', 'a', 'b'));
    expect(choosePage(named('x', 'a', 'b'), ['a', 'b'], false)).toEqual(named('x'));
  });

  it('goes back to naming the members shown when one of a choice by filter is unticked', () => {
    expect(chooseMember(wholeTeam, 'b', false, ['a', 'b', 'c'])).toEqual(named('a', 'c'));
    expect(choosePage(wholeTeam, ['a', 'b'], false, ['a', 'b', 'c', 'd'])).toEqual(named('c', 'd'));
    expect(chooseMember(named('a'), 'b', true, ['a', 'b'])).toEqual(named('a', 'b'));
  });

  it('knows a list narrowed by a search, a review state or a team from the whole group', () => {
    expect(isNarrowed({})).toBe(false);
    expect(isNarrowed({ keyword: '  ' })).toBe(false);
    expect(isNarrowed({ keyword: '王' })).toBe(true);
    expect(isNarrowed({ reviewState: 'pending' })).toBe(true);
    expect(isNarrowed({ teamId: 't-1' })).toBe(true);
  });
});

describe('the members a filter lists', () => {
  const member = { name: 'Wang Lei', phone: '13700000001', reviewState: 'pending', teamId: 't-1' } as const;

  it('matches part of a name in any case or part of a mobile', () => {
    expect(memberMatches({ keyword: ' wang ' }, member)).toBe(true);
    expect(memberMatches({ keyword: '0000001' }, member)).toBe(true);
    expect(memberMatches({ keyword: 'zhang' }, member)).toBe(false);
  });

  it('matches the review state and the team, all filters together', () => {
    expect(memberMatches({ reviewState: 'pending', teamId: 't-1', keyword: 'lei' }, member)).toBe(true);
    expect(memberMatches({ reviewState: 'approved' }, member)).toBe(false);
    expect(memberMatches({ teamId: 't-2' }, member)).toBe(false);
    expect(memberMatches({}, member)).toBe(true);
  });
});

describe('a bulk action on a selection', () => {
  it('needs someone chosen', () => {
    expect(selectionProblem('remove', NO_SELECTION, undefined, teams)).toEqual({ field: 'memberIds', code: 'VALIDATION.REQUIRED' });
    expect(selectionProblem('remove', { ...wholeTeam, count: 0 }, undefined, teams)).toEqual({ field: 'memberIds', code: 'VALIDATION.REQUIRED' });
  });

  it('names at most the bulk limit, while a choice by filter may hold the whole team', () => {
    const ids = Array.from({ length: GROUP_LIMITS.bulkMax + 1 }, (_, i) => `m-${i}`);
    expect(selectionProblem('remove', named(...ids), undefined, teams)).toEqual({ field: 'memberIds', code: 'VALIDATION.OUT_OF_RANGE' });
    expect(selectionProblem('remove', named(...ids.slice(1)), undefined, teams)).toBeUndefined();
    expect(selectionProblem('move', wholeTeam, 't-2', teams)).toBeUndefined();
  });

  it('moves only to another team of the group', () => {
    expect(selectionProblem('move', named('a'), ' ', teams)).toEqual({ field: 'teamId', code: 'VALIDATION.REQUIRED' });
    expect(selectionProblem('move', named('a'), 't-9', teams)).toEqual({ field: 'teamId', code: 'VALIDATION.OUT_OF_RANGE' });
    expect(selectionProblem('move', wholeTeam, 't-1', teams)).toEqual({ field: 'teamId', code: 'VALIDATION.OUT_OF_RANGE' });
    expect(selectionProblem('move', named('a'), 't-1', teams)).toBeUndefined();
  });
});
