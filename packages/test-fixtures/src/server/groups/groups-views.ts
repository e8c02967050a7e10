// The group records as the wire carries them: times in Beijing, a team's name and size beside its id,
// the counts by review state, and the entry codes of approved members only.
import { compareIds } from './id-order';
import { beijingTime } from '../kit/beijing-time';
import type { UserRecord } from '../user-record';
import type { GroupRecord, MemberRecord, SubAccountLink } from './groups-records';
import type { GroupsState } from './groups-state';
import type { EntryCodeCard, EntryCodes, Group, Member, SubAccount, UnprintableMember } from './groups-wire.types';

export function toWireGroup(state: GroupsState, group: GroupRecord, formed: boolean): Group {
  return {
    groupId: group.groupId,
    name: group.name,
    organisation: group.organisation,
    contact: group.contact,
    phone: group.phone,
    expectedSize: group.expectedSize,
    arrivalDate: group.arrivalDate,
    ...(group.departureDate === undefined ? {} : { departureDate: group.departureDate }),
    formed,
    teams: group.teams.map((t) => ({ teamId: t.teamId, name: t.name, memberCount: state.teamSize(group.groupId, t.teamId) })),
    counts: state.counts(group.groupId),
    updateTime: beijingTime(group.updatedAt),
  };
}

const teamName = (group: GroupRecord, teamId: string): string => group.teams.find((t) => t.teamId === teamId)?.name ?? '';

export function toWireMember(group: GroupRecord, member: MemberRecord): Member {
  return {
    memberId: member.memberId,
    name: member.name,
    phone: member.phone,
    idType: member.idType,
    idNumber: member.idNumber,
    teamId: member.teamId,
    teamName: teamName(group, member.teamId),
    reviewState: member.reviewState,
    ...(member.rejectReason === undefined ? {} : { rejectReason: member.rejectReason }),
    ...(member.entryCode === undefined || member.reviewState !== 'approved' ? {} : { entryCode: member.entryCode }),
    createdAt: beijingTime(member.createdAt),
  };
}

/** The roster order of a print: by team as the group lists them, then as they joined. */
export function toWireEntryCodes(group: GroupRecord, members: readonly MemberRecord[]): EntryCodes {
  const teamOrder = (m: MemberRecord) => group.teams.findIndex((t) => t.teamId === m.teamId);
  const roster = [...members].sort((a, b) => teamOrder(a) - teamOrder(b) || a.createdAt - b.createdAt || compareIds(a.memberId, b.memberId));
  const cards: EntryCodeCard[] = [];
  const notPrintable: UnprintableMember[] = [];
  for (const m of roster) {
    const base = { memberId: m.memberId, name: m.name, teamName: teamName(group, m.teamId) };
    if (m.reviewState === 'approved' && m.entryCode) cards.push({ ...base, entryCode: m.entryCode });
    else notPrintable.push({ ...base, reviewState: m.reviewState === 'rejected' ? 'rejected' : 'pending' });
  }
  return { cards, notPrintable };
}

export const toWireSubAccount = (user: UserRecord, link: Pick<SubAccountLink, 'createdAt' | 'disabled'>): SubAccount => ({
  userId: user.userId,
  account: user.account,
  name: user.name,
  phone: user.phone,
  createdAt: beijingTime(link.createdAt),
  disabled: link.disabled === true,
});
