// What a group account's sub-account may do for its leader (issue 29; the sub-accounts page promises
// "协助您办理团组事务"): view the members, add and edit them, and print their entry codes — never change
// the group's details, act on members in bulk (remove or move), or manage sub-accounts. The leader may
// do everything. The server decides again (SUBACCOUNT.NOT_ALLOWED, and SUBACCOUNT.DISABLED once the
// leader disables the sub-account).
import type { UserInfo } from '../identity/user-info';

/** The group management tasks, as the screens and the server name them. */
export type GroupTask = 'viewMembers' | 'editMembers' | 'printCodes' | 'editGroup' | 'bulkMembers' | 'manageSubAccounts';

export const GROUP_TASKS = ['viewMembers', 'editMembers', 'printCodes', 'editGroup', 'bulkMembers', 'manageSubAccounts'] as const satisfies readonly GroupTask[];

/** The tasks a sub-account may do. */
export const SUB_ACCOUNT_TASKS: readonly GroupTask[] = ['viewMembers', 'editMembers', 'printCodes'];

type ActingFacts = Pick<UserInfo, 'visitingGroupLeaderVO'>;

/** Whether the user is a sub-account acting for a group leader. */
export const isSubAccountUser = (user: ActingFacts | null | undefined): boolean => user?.visitingGroupLeaderVO?.subordinate === true;

/**
 * Whether the user may do the task: a leader anything, a sub-account its scope. Before the user record
 * is read (or for someone who leads nothing) this says yes: the leader check and the server decide.
 */
export const mayDoGroupTask = (user: ActingFacts | null | undefined, task: GroupTask): boolean => !isSubAccountUser(user) || SUB_ACCOUNT_TASKS.includes(task);
