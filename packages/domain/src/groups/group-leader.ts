// Only the group leader may manage a group (spec §6): a user record with a `visitingGroupLeaderVO` is a
// leader's; a member of a group, or anyone else, has none. The server decides again on every call
// (GROUP.NOT_LEADER); this lets the SDK refuse without asking, and the app say why.
import { GROUP_STATUS } from '../commerce/status.table';
import type { ClientErrorCode } from '../errors/error-codes';
import type { UserInfo } from '../identity/user-info';

type LeaderFacts = Pick<UserInfo, 'visitingGroupLeaderVO'>;

/** Whether the user leads a visiting group (formed or not). */
export const isGroupLeader = (user: LeaderFacts): boolean => user.visitingGroupLeaderVO !== null && typeof user.visitingGroupLeaderVO === 'object';

/** Whether the organiser has confirmed the leader's group (processStatus 1); false for anyone else. */
export const isGroupFormed = (user: LeaderFacts): boolean => user.visitingGroupLeaderVO?.processStatus === GROUP_STATUS.FORMED;

/**
 * Why the user may not manage a group or its sub-accounts, or undefined when they may — or when who
 * they are is not known yet (no user record read): then only the server can tell.
 */
export const groupManagementRefusal = (user: LeaderFacts | null | undefined): Extract<ClientErrorCode, 'GROUP.NOT_LEADER'> | undefined =>
  user && !isGroupLeader(user) ? 'GROUP.NOT_LEADER' : undefined;
