import type { UserInfo } from '@fairpass/domain';
import { objectOrNull } from './absent-values';

/**
 * The user record as the domain reads it: a missing group-leader record is null (the backend writes
 * `{}`), never an object without a status, which would read as "group being formed".
 */
export function normaliseUserInfo(user: UserInfo): UserInfo {
  const leader = objectOrNull(user.visitingGroupLeaderVO);
  return leader === user.visitingGroupLeaderVO ? user : { ...user, visitingGroupLeaderVO: leader };
}
