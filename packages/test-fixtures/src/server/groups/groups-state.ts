// Everything the group backend knows (issue 16), seeded from data/groups.data.ts on reset() relative to
// the server clock then: the leaders' groups and teams, their members, and the sub-accounts of group
// accounts. The logins (leaders, sub-accounts) are the contract state's user records; this state is
// given the few ways it needs to reach them.
import { compareIds } from './id-order';
import { seedGroups } from '../../data/groups.data';
import type { Clock } from '../clock';
import type { UserRecord } from '../user-record';
import type { GroupRecord, MemberRecord, SheetRecord, SubAccountLink } from './groups-records';
import type { ReviewCounts } from './groups-wire.types';

/** The contract state's user records, as far as groups need them. */
export interface UserDirectory {
  userById(userId: string): UserRecord | undefined;
  findUser(exhibitionId: string, matches: (user: UserRecord) => boolean): UserRecord | undefined;
  addUser(fields: Partial<UserRecord> & { exhibitionId: string }): UserRecord;
}

export class GroupsState {
  groups: GroupRecord[] = [];
  members: MemberRecord[] = [];
  subAccounts: SubAccountLink[] = [];
  /** The member sheets handed out (issue 29), by the id in their signed address. */
  sheets: SheetRecord[] = [];
  private sequence = 0;

  constructor(
    private readonly clock: Clock,
    readonly users: UserDirectory,
  ) {}

  /** Called by the contract state once its users are seeded (the groups name them). */
  reset(): void {
    const now = this.clock();
    const seed = seedGroups(now, (phone) => this.users.findUser('demo', (u) => u.phone === phone)?.userId ?? `u-demo-${phone}`);
    this.groups = seed.groups;
    this.members = seed.members;
    this.subAccounts = seed.subAccounts;
    this.sheets = [];
    this.sequence = 0;
  }

  now(): number {
    return this.clock();
  }

  /** A new id with a prefix, unique in this run. */
  nextId(prefix: string): string {
    this.sequence += 1;
    return `${prefix}-${this.clock().toString(36)}-${this.sequence}`;
  }

  groupOf(leaderUserId: string): GroupRecord | undefined {
    return this.groups.find((g) => g.leaderUserId === leaderUserId);
  }

  membersOf(groupId: string): MemberRecord[] {
    return this.members.filter((m) => m.groupId === groupId);
  }

  member(groupId: string, memberId: string): MemberRecord | undefined {
    return this.members.find((m) => m.groupId === groupId && m.memberId === memberId);
  }

  counts(groupId: string): ReviewCounts {
    const counts: ReviewCounts = { pending: 0, approved: 0, rejected: 0, total: 0 };
    for (const m of this.membersOf(groupId)) {
      counts[m.reviewState] += 1;
      counts.total += 1;
    }
    return counts;
  }

  teamSize(groupId: string, teamId: string): number {
    return this.members.filter((m) => m.groupId === groupId && m.teamId === teamId).length;
  }

  /** The group account's sub-accounts, newest first. */
  subAccountsOf(parentUserId: string): SubAccountLink[] {
    return this.subAccounts.filter((s) => s.parentUserId === parentUserId).sort((a, b) => b.createdAt - a.createdAt || compareIds(b.userId, a.userId));
  }
}
