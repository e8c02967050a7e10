// The leader's writes (docs/endpoints.md "Group management and sub-accounts"): setting the group up or
// changing its details, adding and editing members (the info form's rules; a mobile or document
// already in the group is 4603; a document someone else registered on the exhibition with — a member
// of another group, or a visitor's own registration — is 4701 with the member's name, the spec's "You
// have registered this document", caught as each member is saved (issue 29); an approved member's
// details are locked, 4604; a refused member edited goes back to review), and removing or moving up to
// 100 members at once, all or none (an unknown team is 4605).
import type { Body } from '../kit/commerce-route-kit';
import type { GroupRecord, MemberRecord } from './groups-records';
import type { GroupsState } from './groups-state';
import { BULK_MAX, detailsOf, detailsProblem, idKey, isIdType, memberProblem } from './group-rules';
import { done, GROUP_FAILURE, invalidField, notFound, refused, type GroupOutcome } from './groups-failure';

const MEMBER = { cn: '成员', en: 'Member' };
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Sets the leader's group up (with one team to start with) or changes its details. */
export function saveGroup(state: GroupsState, leaderUserId: string, exhibitionId: string, body: Body): GroupOutcome<GroupRecord> {
  const problem = detailsProblem(body);
  if (problem) return invalidField(problem);
  const details = detailsOf(body);
  const existing = state.groupOf(leaderUserId);
  if (existing) {
    Object.assign(existing, details, { updatedAt: state.now() });
    if (details.departureDate === undefined) delete existing.departureDate;
    return done(existing);
  }
  const groupId = state.nextId('vg');
  const group: GroupRecord = { groupId, exhibitionId, leaderUserId, ...details, teams: [{ teamId: `${groupId}-t1`, name: '第一组' }], updatedAt: state.now() };
  state.groups.push(group);
  return done(group);
}

/** Another member of the group with the same mobile or document, as the failure naming the field. */
export function duplicateOf(state: GroupsState, group: GroupRecord, phone: string, idNumber: string, except?: string): GroupOutcome<never> | undefined {
  const others = state.membersOf(group.groupId).filter((m) => m.memberId !== except);
  const field = others.some((m) => m.phone === phone) ? 'phone' : others.some((m) => m.idNumber === idNumber) ? 'idNumber' : undefined;
  if (!field) return undefined;
  return refused(GROUP_FAILURE.memberDuplicate, '该手机号码或证件已在团内，请勿重复添加', 'This mobile number or ID document is already in the group', { field });
}

/**
 * The document already registered on the group's exhibition by someone outside the group (another
 * group's member, or a registration of the exhibition other than the leader's own), as 4701.
 */
export function registeredElsewhere(state: GroupsState, group: GroupRecord, idNumber: string, name: string): GroupOutcome<never> | undefined {
  const otherGroups = new Set(state.groups.filter((g) => g.exhibitionId === group.exhibitionId && g.groupId !== group.groupId).map((g) => g.groupId));
  const inGroup = state.members.some((m) => otherGroups.has(m.groupId) && m.idNumber === idNumber);
  const registered = state.users.findUser(group.exhibitionId, (u) => u.userId !== group.leaderUserId && u.idNumber !== '' && idKey(u.idNumber) === idNumber);
  if (!inGroup && !registered) return undefined;
  return refused(GROUP_FAILURE.documentRegistered, '您已登记过该证件，请勿重复操作', 'You have registered this document, please do not repeat the operation', { name });
}

export const hasTeam = (group: GroupRecord, teamId: string): boolean => group.teams.some((t) => t.teamId === teamId);

const teamUnknown = () => refused<never>(GROUP_FAILURE.teamUnknown, '所选分组不属于本团', 'The chosen team is not part of this group', {});

/** The member fields as stored. */
export const fieldsOf = (body: Body) => ({
  name: text(body.name),
  phone: text(body.phone),
  idType: isIdType(body.idType) ? body.idType : 'idCard',
  idNumber: idKey(text(body.idNumber)),
  teamId: text(body.teamId),
});

export function addMember(state: GroupsState, group: GroupRecord, body: Body): GroupOutcome<MemberRecord> {
  const problem = memberProblem(body, new Date(state.now()));
  if (problem) return invalidField(problem);
  const fields = fieldsOf(body);
  if (!hasTeam(group, fields.teamId)) return teamUnknown();
  const duplicate = duplicateOf(state, group, fields.phone, fields.idNumber) ?? registeredElsewhere(state, group, fields.idNumber, fields.name);
  if (duplicate) return duplicate;
  const member: MemberRecord = { memberId: state.nextId('vgm'), groupId: group.groupId, ...fields, reviewState: 'pending', createdAt: state.now() };
  state.members.push(member);
  return done(member);
}

export function updateMember(state: GroupsState, group: GroupRecord, body: Body): GroupOutcome<MemberRecord> {
  const member = state.member(group.groupId, text(body.memberId));
  if (!member) return notFound(MEMBER);
  if (member.reviewState === 'approved') return refused(GROUP_FAILURE.memberLocked, '该成员已审核通过，信息不能再修改', 'This member has been approved: their details can no longer be changed', { memberId: member.memberId });
  const problem = memberProblem(body, new Date(state.now()));
  if (problem) return invalidField(problem);
  const fields = fieldsOf(body);
  if (!hasTeam(group, fields.teamId)) return teamUnknown();
  const duplicate = duplicateOf(state, group, fields.phone, fields.idNumber, member.memberId) ?? registeredElsewhere(state, group, fields.idNumber, fields.name);
  if (duplicate) return duplicate;
  Object.assign(member, fields);
  if (member.reviewState === 'rejected') {
    // Corrected details go back to the organiser.
    member.reviewState = 'pending';
    delete member.rejectReason;
  }
  return done(member);
}

/** The members a bulk action names, every one of this group, or why not. */
function chosen(state: GroupsState, group: GroupRecord, body: Body): GroupOutcome<MemberRecord[]> {
  const ids = Array.isArray(body.memberIds) ? body.memberIds : undefined;
  if (!ids || ids.length === 0 || !ids.every((id): id is string => typeof id === 'string' && id !== '')) return invalidField('memberIds');
  const unique = [...new Set(ids)];
  if (unique.length > BULK_MAX) return refused(400, `一次最多操作${BULK_MAX}人`, `At most ${BULK_MAX} members at a time`, { max: BULK_MAX });
  const members = unique.map((id) => state.member(group.groupId, id));
  return members.every((m): m is MemberRecord => m !== undefined) ? done(members) : notFound(MEMBER);
}

export function removeMembers(state: GroupsState, group: GroupRecord, body: Body): GroupOutcome<{ count: number }> {
  const members = chosen(state, group, body);
  if (!members.ok) return members;
  const gone = new Set(members.value);
  state.members = state.members.filter((m) => !gone.has(m));
  return done({ count: gone.size });
}

export function moveMembers(state: GroupsState, group: GroupRecord, body: Body): GroupOutcome<{ count: number }> {
  const members = chosen(state, group, body);
  if (!members.ok) return members;
  const teamId = text(body.teamId);
  if (teamId === '') return invalidField('teamId');
  if (!hasTeam(group, teamId)) return teamUnknown();
  for (const m of members.value) m.teamId = teamId;
  return done({ count: members.value.length });
}
