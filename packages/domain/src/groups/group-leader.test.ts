import { describe, expect, it } from 'vitest';
import { groupManagementRefusal, isGroupFormed, isGroupLeader } from './group-leader';

const leader = (processStatus: number) => ({ visitingGroupLeaderVO: { processStatus } });
const member = { visitingGroupLeaderVO: null };

describe('the group leader', () => {
  it('is a user with a group-leader record, whether the group is formed or not', () => {
    expect(isGroupLeader(leader(0))).toBe(true);
    expect(isGroupLeader(leader(1))).toBe(true);
    expect(isGroupLeader(member)).toBe(false);
  });

  it('has a formed group when processStatus is 1 only', () => {
    expect(isGroupFormed(leader(1))).toBe(true);
    expect(isGroupFormed(leader(0))).toBe(false);
    expect(isGroupFormed(member)).toBe(false);
  });

  it('refuses group management to a known user who is not a leader, and leaves an unknown one to the server', () => {
    expect(groupManagementRefusal(member)).toBe('GROUP.NOT_LEADER');
    expect(groupManagementRefusal(leader(0))).toBeUndefined();
    expect(groupManagementRefusal(null)).toBeUndefined();
    expect(groupManagementRefusal(undefined)).toBeUndefined();
  });
});
