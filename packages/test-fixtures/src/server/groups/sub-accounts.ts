// A group account's sub-accounts (docs/endpoints.md "Group management and sub-accounts"): each is a
// login of its own (a user record with an account and a password) linked to the group account, acting
// for it within its scope (issue 29). Adding one checks the account name is not a login already (4611);
// a reset sets the password, and the same reset again answers the same; the leader disables one (its
// next group call is refused) or removes it (its login goes).
import type { Body } from '../kit/commerce-route-kit';
import type { UserRecord } from '../user-record';
import { isStrongPassword, subAccountProblem } from './group-rules';
import type { GroupsState } from './groups-state';
import { done, GROUP_FAILURE, invalidField, notFound, refused, type GroupOutcome } from './groups-failure';

const SUB_ACCOUNT = { cn: '子账号', en: 'Sub-account' };
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The group account's sub-account `userId`, or undefined when it is not one of theirs. */
export function subAccountOf(state: GroupsState, parentUserId: string, userId: string): UserRecord | undefined {
  const link = state.subAccounts.find((s) => s.parentUserId === parentUserId && s.userId === userId);
  return link ? state.users.userById(link.userId) : undefined;
}

export function addSubAccount(state: GroupsState, parent: UserRecord, body: Body): GroupOutcome<UserRecord> {
  const problem = subAccountProblem(body, true);
  if (problem) return invalidField(problem);
  const account = text(body.account);
  const key = account.toLowerCase();
  const taken = state.users.findUser(parent.exhibitionId, (u) => [u.account, u.phone, u.email].some((login) => login !== '' && login.toLowerCase() === key));
  if (taken) return refused(GROUP_FAILURE.accountTaken, `账号${account}已被使用`, `The account name ${account} is already taken`, { account });
  const user = state.users.addUser({
    exhibitionId: parent.exhibitionId,
    userId: state.nextId('u-sub'),
    personId: state.nextId('p-sub'),
    account,
    password: String(body.password),
    name: text(body.name),
    phone: text(body.phone),
    registerType: 'visitingGroup',
    company: parent.company,
    completeResult: 'succ',
    examineResult: 'approve',
    visitingGroupLeader: { processStatus: parent.visitingGroupLeader?.processStatus ?? 0, subordinate: true },
    purpose: `sub-account of ${parent.phone || parent.account}, added during this run`,
  });
  state.subAccounts.push({ parentUserId: parent.userId, userId: user.userId, createdAt: state.now() });
  return done(user);
}

export function updateSubAccount(state: GroupsState, parent: UserRecord, body: Body): GroupOutcome<UserRecord> {
  const user = subAccountOf(state, parent.userId, text(body.userId));
  if (!user) return notFound(SUB_ACCOUNT);
  const problem = subAccountProblem(body, false);
  if (problem) return invalidField(problem);
  user.name = text(body.name);
  user.phone = text(body.phone);
  return done(user);
}

export function resetSubAccountPassword(state: GroupsState, parent: UserRecord, body: Body): GroupOutcome<true> {
  const user = subAccountOf(state, parent.userId, text(body.userId));
  if (!user) return notFound(SUB_ACCOUNT);
  if (!isStrongPassword(body.password)) return invalidField('password');
  user.password = String(body.password);
  return done(true);
}

/** Disables a sub-account (its next group call is refused, 4612) or enables it again. */
export function disableSubAccount(state: GroupsState, parent: UserRecord, body: Body): GroupOutcome<UserRecord> {
  const user = subAccountOf(state, parent.userId, text(body.userId));
  const link = state.subAccounts.find((s) => s.parentUserId === parent.userId && s.userId === text(body.userId));
  if (!user || !link) return notFound(SUB_ACCOUNT);
  if (typeof body.disabled !== 'boolean') return invalidField('disabled');
  link.disabled = body.disabled;
  return done(user);
}

/**
 * Removes a sub-account: the link goes and its login with it (no account name, no password, no group
 * to act for), so the leader may give the name to someone else. An id no longer theirs answers as not found.
 */
export function removeSubAccount(state: GroupsState, parent: UserRecord, body: Body): GroupOutcome<true> {
  const user = subAccountOf(state, parent.userId, text(body.userId));
  if (!user) return notFound(SUB_ACCOUNT);
  state.subAccounts = state.subAccounts.filter((s) => s.userId !== user.userId);
  user.account = '';
  user.password = '';
  user.visitingGroupLeader = null;
  return done(true);
}
