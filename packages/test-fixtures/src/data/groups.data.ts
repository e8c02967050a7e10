// The visiting groups of `demo` (issue 16), rebuilt on every reset relative to the server clock then:
// 13800000007's group being formed — 1,000 members in five teams of 200, the first all approved (its
// print holds 200 cards), the others 60 % approved, 30 % pending and 10 % not approved, made by a
// deterministic generator (the same names, mobiles and documents every reset, cheap to rebuild) — the
// small formed groups of 13800000016 and 13800000142, 13800000142's three sub-accounts, and the member
// 13800000141, who is in 13800000007's group but leads none.
import type { GroupRecord, MemberRecord, SubAccountLink, TeamRecord } from '../server/groups/groups-records';
import { residentIdCheck } from '../server/groups/group-rules';
import type { IdType, ReviewState } from '../server/groups/groups-wire.types';
import type { UserRecord } from '../server/user-record';
import { SEED } from './seed.constants';
import { approvedWithTicket, completedProfile, userRecord } from './user.factory';

const P = SEED.phones;
const G = SEED.groups;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const SURNAMES = [...'王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹'];
const GIVEN = ['伟', '芳', '娜', '秀英', '敏', '静', '丽', '强', '磊', '军', '洋', '勇', '艳', '杰', '娟', '涛', '明', '超', '秀兰', '霞', '平', '刚', '桂英', '华', '建国', '晓东', '海燕', '志强', '丹', '佳怡', '子涵', '浩然', '欣怡', '宇轩', '梓萱', '俊杰', '雨桐', '思远', '嘉怡', '一鸣'];
const REASONS = ['证件照片不清晰 ID photo unclear', '证件信息与本人不符 ID details do not match', '手机号码无法接通 Mobile not reachable'];

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** `n` (1-based) of a group → a name unique among the first 1,200. */
const nameOf = (n: number): string => `${SURNAMES[(n - 1) % SURNAMES.length]}${GIVEN[Math.floor((n - 1) / SURNAMES.length) % GIVEN.length]}`;

/**
 * A valid resident ID: a Shanghai district (each group its own, so no document is in two groups of the
 * exhibition: issue 29 refuses that), born on a day in 1970–1999, the member's sequence, its check.
 */
function residentId(n: number, district: string): string {
  const birth = new Date(Date.UTC(1970, 0, 1) + ((n * 37) % 10_950) * DAY);
  const first17 = `3101${district}${birth.toISOString().slice(0, 10).replaceAll('-', '')}${pad(n % 1000, 3)}`;
  return first17 + residentIdCheck(first17);
}

/** Each group's district in its members' resident IDs (Huangpu, Xuhui, Changning). */
const DISTRICT: Readonly<Record<string, string>> = { '0007': '01', '0016': '04', '0142': '05' };

/** Every 25th member travels on a passport (only the group of 1,000 has so many); the others on a resident ID. */
const documentOf = (groupNo: string, n: number): { idType: IdType; idNumber: string } =>
  n % 25 === 0 ? { idType: 'passport', idNumber: `E${pad(70_000_000 + n, 8)}` } : { idType: 'idCard', idNumber: residentId(n, DISTRICT[groupNo] ?? '01') };

/** The first team all approved; the others by the last digit: 2–4 pending, 0 not approved, else approved. */
const stateOf = (n: number, team: number): ReviewState => {
  if (team === 1) return 'approved';
  const digit = n % 10;
  if (digit === 0) return 'rejected';
  return digit >= 2 && digit <= 4 ? 'pending' : 'approved';
};

interface GroupSeed {
  group: GroupRecord;
  members: MemberRecord[];
}

function member(groupNo: string, n: number, teamId: string, state: ReviewState, createdAt: number, overrides: Partial<MemberRecord> = {}): MemberRecord {
  return {
    memberId: `vgm-${groupNo}-${pad(n, 4)}`,
    groupId: `vg-demo-${groupNo}`,
    teamId,
    name: nameOf(n),
    phone: `139${groupNo}${pad(n, 4)}`,
    ...documentOf(groupNo, n),
    reviewState: state,
    ...(state === 'rejected' ? { rejectReason: REASONS[n % REASONS.length] ?? '' } : {}),
    ...(state === 'approved' ? { entryCode: `FPG-${groupNo}-${pad(n, 4)}` } : {}),
    createdAt,
    ...overrides,
  };
}

function formingGroup(now: number, leaderUserId: string): GroupSeed {
  const teams: TeamRecord[] = ['上海一队', '上海二队', '杭州队', '南京队', '苏州队'].map((name, i) => ({ teamId: `vg-0007-t${i + 1}`, name }));
  const members = Array.from({ length: G.forming.size }, (_, i) => {
    const n = i + 1;
    const team = Math.ceil(n / 200);
    // Joined a minute apart, the last one a minute before the reset: the list's newest first is #1000.
    const joined = now - (G.forming.size - i) * MINUTE;
    const overrides = `vgm-0007-${pad(n, 4)}` === G.forming.memberOfPhone141 ? { name: '孙团员', phone: P.groupMember } : {};
    return member('0007', n, teams[team - 1]?.teamId ?? '', stateOf(n, team), joined, overrides);
  });
  const group: GroupRecord = {
    groupId: G.forming.groupId,
    exhibitionId: SEED.exhibitions.demo,
    leaderUserId,
    name: '华东采购观众团',
    organisation: '观众团组织有限公司',
    contact: '卫团长',
    phone: P.groupLeaderForming,
    expectedSize: 1200,
    arrivalDate: beijingDay(now + 2 * DAY),
    departureDate: beijingDay(now + 4 * DAY),
    teams,
    updatedAt: now - DAY,
  };
  return { group, members };
}

/** A small formed group: `states` in order, the members spread over the teams in turn. */
function smallGroup(now: number, leaderUserId: string, groupNo: string, details: Omit<GroupRecord, 'groupId' | 'exhibitionId' | 'leaderUserId' | 'teams' | 'updatedAt'>, teamNames: string[], states: ReviewState[]): GroupSeed {
  const teams = teamNames.map((name, i) => ({ teamId: `vg-${groupNo}-t${i + 1}`, name }));
  const members = states.map((state, i) => member(groupNo, i + 1, teams[i % teams.length]?.teamId ?? '', state, now - (states.length - i) * DAY));
  return { group: { groupId: `vg-demo-${groupNo}`, exhibitionId: SEED.exhibitions.demo, leaderUserId, ...details, teams, updatedAt: now - 3 * DAY }, members };
}

/** `yyyy-MM-dd` in Beijing. */
const beijingDay = (epochMs: number): string => new Date(epochMs + 8 * 3600 * 1000).toISOString().slice(0, 10);

/** The groups, members and sub-accounts; `userIdOf` finds a seeded user's id on `demo` by phone. */
export function seedGroups(now: number, userIdOf: (phone: string) => string): { groups: GroupRecord[]; members: MemberRecord[]; subAccounts: SubAccountLink[] } {
  const seeds = [
    formingGroup(now, userIdOf(P.groupLeaderForming)),
    smallGroup(
      now,
      userIdOf(P.groupLeaderFormed),
      '0016',
      { name: '已成团参观团', organisation: '已成团旅行社', contact: '蒋团长', phone: P.groupLeaderFormed, expectedSize: 8, arrivalDate: beijingDay(now + DAY) },
      ['一号车', '二号车'],
      ['approved', 'approved', 'approved', 'approved', 'pending', 'approved', 'rejected', 'approved'],
    ),
    smallGroup(
      now,
      userIdOf(P.groupAccount),
      '0142',
      { name: '郑氏商务考察团', organisation: '郑氏商务咨询有限公司', contact: '郑团务', phone: P.groupAccount, expectedSize: 3, arrivalDate: beijingDay(now + DAY), departureDate: beijingDay(now + 2 * DAY) },
      ['考察组'],
      ['approved', 'approved', 'pending'],
    ),
  ];
  const parent = userIdOf(P.groupAccount);
  const subAccounts = G.subAccounts.map((sub, i): SubAccountLink => ({ parentUserId: parent, userId: userIdOf(sub.phone), createdAt: now - (G.subAccounts.length - i) * DAY }));
  return { groups: seeds.map((s) => s.group), members: seeds.flatMap((s) => s.members), subAccounts };
}

/** The logins of issue 16's group seeds: the member who is not a leader, the group account and its sub-accounts. */
export function seedGroupUsers(): UserRecord[] {
  const demo = SEED.exhibitions.demo;
  const names = ['郑东', '郑南', '郑西'];
  return [
    userRecord({
      exhibitionId: demo,
      phone: P.groupMember,
      registerType: 'visitingGroup',
      ...completedProfile('孙团员', '观众团组织有限公司'),
      ...approvedWithTicket('FPG-0007-0201'),
      purpose: 'a member of 13800000007’s group, not its leader: group management refuses (4601)',
    }),
    userRecord({
      exhibitionId: demo,
      phone: P.groupAccount,
      registerType: 'visitingGroup',
      ...completedProfile('郑团务', '郑氏商务咨询有限公司'),
      ...approvedWithTicket('FP2026000142'),
      visitingGroupLeader: { processStatus: 1 },
      purpose: 'a group account (leader of a small formed group) with three sub-accounts',
    }),
    ...G.subAccounts.map((sub, i) =>
      userRecord({
        exhibitionId: demo,
        phone: sub.phone,
        account: sub.account,
        password: sub.password,
        registerType: 'visitingGroup',
        ...completedProfile(names[i] ?? '郑员', '郑氏商务咨询有限公司'),
        examineResult: 'approve',
        questionnaireResult: 'complete',
        visitingGroupLeader: { processStatus: 1, subordinate: true },
        purpose: `sub-account ${sub.account} of 13800000142 (password login): views, adds and edits members, prints codes`,
      }),
    ),
  ];
}
