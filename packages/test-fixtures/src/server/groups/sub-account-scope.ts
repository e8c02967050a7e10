// What a sub-account may do for its leader (issue 29): the domain's SUB_ACCOUNT_TASKS restated for the
// server, which must not load @fairpass/domain at run time; sub-account-scope.test.ts holds both to the
// same list. Every group route names its task; a sub-account outside its scope is refused (4613), a
// disabled one every call (4612).
export type GroupTask = 'viewMembers' | 'editMembers' | 'printCodes' | 'editGroup' | 'bulkMembers' | 'manageSubAccounts';

export const SUB_ACCOUNT_TASKS: readonly GroupTask[] = ['viewMembers', 'editMembers', 'printCodes'];

export const subAccountMay = (task: GroupTask): boolean => SUB_ACCOUNT_TASKS.includes(task);
