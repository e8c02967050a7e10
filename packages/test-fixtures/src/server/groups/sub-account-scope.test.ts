import { GROUP_TASKS, SUB_ACCOUNT_TASKS as DOMAIN_TASKS } from '@fairpass/domain/groups';
import { describe, expect, it } from 'vitest';
import { SUB_ACCOUNT_TASKS, subAccountMay } from './sub-account-scope';

describe('the server’s sub-account scope', () => {
  it('is the domain’s', () => {
    expect(SUB_ACCOUNT_TASKS).toEqual(DOMAIN_TASKS);
    expect(GROUP_TASKS.filter(subAccountMay)).toEqual([...DOMAIN_TASKS]);
  });
});
