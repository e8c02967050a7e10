// The group reads over the SDK's groups area, with their keys: the leader's group, the members (by
// search, review state and team, 20 at a time), one member, the entry codes of a print, and the
// sub-accounts. Every write invalidates GROUP_KEYS.all: counts, teams and lists all follow a change.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { FairpassClient } from '@fairpass/sdk';
import { GROUP_LIMITS, type MemberQuery } from '@fairpass/domain/groups';
import { getGroups } from '@fairpass/sdk/groups';
import { bladePaging } from '../../ui/server-state/paging';
import { fromResult } from '../../ui/server-state/result-query';

/** Members and sub-accounts page 20 at a time (a group of 1,000 never loads at once). */
export const PAGE_SIZE = GROUP_LIMITS.pageSize;

export const GROUP_KEYS = {
  all: ['groups'] as const,
  group: ['groups', 'group'] as const,
  members: (query: MemberQuery) => ['groups', 'members', query] as const,
  member: (memberId: string) => ['groups', 'member', memberId] as const,
  entryCodes: (teamId: string) => ['groups', 'entryCodes', teamId] as const,
  subAccounts: ['groups', 'subAccounts'] as const,
  subAccount: (userId: string) => ['groups', 'subAccount', userId] as const,
  joinInfo: (groupId: string) => ['groups', 'joinInfo', groupId] as const,
};

const groups = (client: FairpassClient) => getGroups(client);

export const groupQuery = (client: FairpassClient) =>
  queryOptions({ queryKey: GROUP_KEYS.group, queryFn: fromResult((options) => groups(client).fetchGroup.execute({}, options)) });

export const membersQuery = (client: FairpassClient, query: MemberQuery) =>
  infiniteQueryOptions({
    queryKey: GROUP_KEYS.members(query),
    queryFn: ({ pageParam, signal }) => fromResult((options) => groups(client).listMembers.execute({ ...query, current: pageParam, size: PAGE_SIZE }, options))({ signal }),
    ...bladePaging,
  });

export const memberQuery = (client: FairpassClient, memberId: string) =>
  queryOptions({ queryKey: GROUP_KEYS.member(memberId), queryFn: fromResult((options) => groups(client).fetchMember.execute({ memberId }, options)) });

export const entryCodesQuery = (client: FairpassClient, teamId: string) =>
  queryOptions({
    queryKey: GROUP_KEYS.entryCodes(teamId),
    queryFn: fromResult((options) => groups(client).fetchEntryCodes.execute(teamId ? { teamId } : {}, options)),
  });

export const subAccountsQuery = (client: FairpassClient) =>
  infiniteQueryOptions({
    queryKey: GROUP_KEYS.subAccounts,
    queryFn: ({ pageParam, signal }) => fromResult((options) => groups(client).listSubAccounts.execute({ current: pageParam, size: PAGE_SIZE }, options))({ signal }),
    ...bladePaging,
  });

export const subAccountQuery = (client: FairpassClient, userId: string) =>
  queryOptions({ queryKey: GROUP_KEYS.subAccount(userId), queryFn: fromResult((options) => groups(client).fetchSubAccount.execute({ userId }, options)) });

/** What the join link says of its group (issue 29): readable before any login. */
export const joinInfoQuery = (client: FairpassClient, groupId: string) =>
  queryOptions({ queryKey: GROUP_KEYS.joinInfo(groupId), queryFn: fromResult((options) => groups(client).fetchJoinInfo.execute({ visitingGroupId: groupId }, options)) });
