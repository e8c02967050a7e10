import { describe, expect, it } from 'vitest';
import { GROUP_TASKS, isSubAccountUser, mayDoGroupTask } from './sub-account-scope';

const leader = { visitingGroupLeaderVO: { processStatus: 1 } };
const subAccount = { visitingGroupLeaderVO: { processStatus: 1, subordinate: true } };

describe('a sub-account', () => {
  it('is told from its leader by the record', () => {
    expect(isSubAccountUser(subAccount)).toBe(true);
    expect(isSubAccountUser(leader)).toBe(false);
    expect(isSubAccountUser({ visitingGroupLeaderVO: null })).toBe(false);
    expect(isSubAccountUser(undefined)).toBe(false);
  });

  it('views, adds and edits members and prints their codes, and nothing else', () => {
    expect(GROUP_TASKS.filter((task) => mayDoGroupTask(subAccount, task))).toEqual(['viewMembers', 'editMembers', 'printCodes']);
  });

  it('leaves every task to the leader, and to the server while the user is not known', () => {
    expect(GROUP_TASKS.every((task) => mayDoGroupTask(leader, task))).toBe(true);
    expect(mayDoGroupTask(null, 'manageSubAccounts')).toBe(true);
  });
});
