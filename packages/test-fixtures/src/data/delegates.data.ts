// People registered by others on `demo` (issue 16): 13800000143's team of three, 13800000144's people
// (one by help, two of a group, one colleague), 13800000145's two companions by help (the party of the
// rooms in logistics.data.ts), and 13800000146, who has registered nobody. The registrars are approved
// visitors; the people they registered filled in nothing themselves and wait for review (one approved).
import type { DelegateLink, TeamRecord } from '../server/delegates/delegates-records';
import type { DelegateChannel } from '../server/delegates/delegates-wire.types';
import type { UserRecord } from '../server/user-record';
import { SEED } from './seed.constants';
import { completedProfile, userRecord } from './user.factory';

const P = SEED.phones;
const D = SEED.delegates;
const demo = SEED.exhibitions.demo;

/** The registration id user.factory gives a phone's record on `demo`. */
const userIdOf = (phone: string): string => `u-${demo}-${phone}`;

interface SeededPerson {
  readonly phone: string;
  readonly registrar: string;
  readonly channel: DelegateChannel;
  readonly name: string;
  readonly company: string;
  readonly values: Record<string, string>;
  readonly approved?: boolean;
  /** Hours before reset they were registered. */
  readonly hoursAgo: number;
}

const PEOPLE: readonly SeededPerson[] = [
  { phone: D.team.memberPhones[0], registrar: P.teamLeader, channel: 'team', name: '周成员', company: '领队贸易有限公司', values: { position: 'manager', industry: 'electronics' }, approved: true, hoursAgo: 50 },
  { phone: D.team.memberPhones[1], registrar: P.teamLeader, channel: 'team', name: '吴成员', company: '领队贸易有限公司', values: { position: 'engineer', industry: 'electronics' }, hoursAgo: 49 },
  { phone: D.team.memberPhones[2], registrar: P.teamLeader, channel: 'team', name: '郑成员', company: '领队贸易有限公司', values: { position: 'other', industry: 'machinery' }, hoursAgo: 48 },
  { phone: D.helper.help[0]!, registrar: P.helper, channel: 'help', name: '褚被助', company: '帮忙科技有限公司', values: { position: 'manager', industry: 'machinery' }, hoursAgo: 30 },
  { phone: D.helper.group[0]!, registrar: P.helper, channel: 'group', name: '卫团友', company: '观展团示范公司', values: { jobTitle: '采购总监', email: 'wei@example.com' }, hoursAgo: 26 },
  { phone: D.helper.group[1]!, registrar: P.helper, channel: 'group', name: '蒋团友', company: '观展团示范公司', values: { jobTitle: '工程师' }, hoursAgo: 25 },
  { phone: D.helper.work[0]!, registrar: P.helper, channel: 'work', name: '沈同事', company: '帮忙科技有限公司', values: { jobTitle: '销售经理', department: '销售部' }, approved: true, hoursAgo: 20 },
  { phone: SEED.logistics.companionPhones[0], registrar: P.roomsAndParking, channel: 'help', name: '沈随行', company: '住宿示范有限公司', values: { position: 'manager', industry: 'electronics' }, approved: true, hoursAgo: 72 },
  { phone: SEED.logistics.companionPhones[1], registrar: P.roomsAndParking, channel: 'help', name: '韩随行', company: '住宿示范有限公司', values: { position: 'engineer', industry: 'electronics' }, hoursAgo: 71 },
];

const REGISTRARS = [
  { phone: P.teamLeader, name: '韩领队', company: '领队贸易有限公司', purpose: 'approved visitor with a team of three (one approved, two pending) → /teamRegistration by a team link' },
  { phone: P.helper, name: '冯帮忙', company: '帮忙科技有限公司', purpose: 'approved visitor who registered one person by help, two of a group and a colleague' },
  { phone: P.roomsAndParking, name: '蒋住宿', company: '住宿示范有限公司', purpose: 'approved visitor with a twin and a single room for a party of three, and two car passes' },
  { phone: P.noDelegates, name: '杨新队', company: '新队示范有限公司', purpose: 'approved visitor who has registered nobody yet (no team, no rooms, no passes)' },
] as const;

/** The registrars and the people they registered, as registrations of `demo`. */
export function seedDelegateUsers(): UserRecord[] {
  const registrars = REGISTRARS.map(({ phone, name, company, purpose }) =>
    userRecord({ exhibitionId: demo, phone, ...completedProfile(name, company), idNumber: '', questionnaireResult: 'complete', examineResult: 'approve', purpose }),
  );
  const people = PEOPLE.map((person) =>
    userRecord({
      exhibitionId: demo,
      phone: person.phone,
      name: person.name,
      lastName: person.name.slice(0, 1),
      firstName: person.name.slice(1),
      company: person.company,
      email: person.values.email ?? '',
      formValues: { name: person.name, company: person.company, ...person.values },
      completeResult: 'succ',
      examineResult: person.approved ? 'approve' : 'pending',
      purpose: `registered by ${person.registrar} (${person.channel})`,
    }),
  );
  return [...registrars, ...people];
}

/** Who registered whom, and 13800000143's team, relative to the server clock at reset. */
export function seedDelegateLinks(now: number): { links: DelegateLink[]; teams: TeamRecord[] } {
  const links = PEOPLE.map((person) => ({
    personUserId: userIdOf(person.phone),
    registrarUserId: userIdOf(person.registrar),
    exhibitionId: demo,
    channel: person.channel,
    createdAt: now - person.hoursAgo * 3_600_000,
  }));
  const teams = [{ teamId: D.team.teamId, leaderUserId: userIdOf(P.teamLeader), exhibitionId: demo, submittedAt: now - 48 * 3_600_000 }];
  return { links, teams };
}
