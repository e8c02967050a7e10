import { describe, expect, it } from 'vitest';
import { GROUP_LIMITS } from './group-limits';
import { bulkProblem, canEditMember, memberStateLabelKey, toggleChosen } from './member-actions';

const teams = [{ teamId: 't-1' }, { teamId: 't-2' }];

describe('editing a member', () => {
  it('is allowed until the organiser approves the member', () => {
    expect(canEditMember({ reviewState: 'pending' })).toBe(true);
    expect(canEditMember({ reviewState: 'rejected' })).toBe(true);
    expect(canEditMember({ reviewState: 'approved' })).toBe(false);
  });

  it('names each review state’s text', () => {
    expect(memberStateLabelKey('rejected')).toBe('review.rejected');
  });
});

describe('a bulk action', () => {
  it('needs someone chosen', () => {
    expect(bulkProblem('remove', { memberIds: [] }, teams)).toEqual({ field: 'memberIds', code: 'VALIDATION.REQUIRED' });
    expect(bulkProblem('remove', { memberIds: ['  '] }, teams)).toEqual({ field: 'memberIds', code: 'VALIDATION.REQUIRED' });
  });

  it('names at most the bulk limit of members (a member chosen twice counts once)', () => {
    const ids = Array.from({ length: GROUP_LIMITS.bulkMax }, (_, i) => `m-${i}`);
    expect(bulkProblem('remove', { memberIds: [...ids, 'm-0'] }, teams)).toBeUndefined();
    expect(bulkProblem('remove', { memberIds: [...ids, 'one-more'] }, teams)).toEqual({ field: 'memberIds', code: 'VALIDATION.OUT_OF_RANGE' });
  });

  it('moves only to a team of the group', () => {
    expect(bulkProblem('move', { memberIds: ['m-1'], teamId: 't-2' }, teams)).toBeUndefined();
    expect(bulkProblem('move', { memberIds: ['m-1'] }, teams)).toEqual({ field: 'teamId', code: 'VALIDATION.REQUIRED' });
    expect(bulkProblem('move', { memberIds: ['m-1'], teamId: 't-9' }, teams)).toEqual({ field: 'teamId', code: 'VALIDATION.OUT_OF_RANGE' });
  });

  it('keeps the chosen members in the order they were ticked', () => {
    expect(toggleChosen(['a', 'b'], 'c', true)).toEqual(['a', 'b', 'c']);
    expect(toggleChosen(['a', 'b', 'c'], 'b', false)).toEqual(['a', 'c']);
    expect(toggleChosen(['a'], 'a', true)).toEqual(['a']);
  });
});
