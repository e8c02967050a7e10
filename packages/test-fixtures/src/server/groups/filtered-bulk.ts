// The bulk actions by filter (issue 29): every member of the group a filter lists is moved to a team or
// removed, all or none — the phone never sends a thousand ids. The request carries how many members the
// leader saw the filter list; when it lists another number now (someone added, moved or removed members
// meanwhile) nothing changes and 4606 names the count now, to be looked at again.
import type { Body } from '../kit/commerce-route-kit';
import type { GroupRecord, MemberRecord } from './groups-records';
import type { GroupsState } from './groups-state';
import { done, GROUP_FAILURE, invalidField, refused, type GroupOutcome } from './groups-failure';
import { filterOf, matchesFilter } from './member-filter';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The members the body's filter lists now, when they are as many as it says the leader saw. */
function listed(state: GroupsState, group: GroupRecord, body: Body): GroupOutcome<MemberRecord[]> {
  if (!isRecord(body.filter)) return invalidField('filter');
  const filter = filterOf(body.filter);
  if (filter === 'reviewState') return invalidField('filter.reviewState');
  const expected = body.expectedCount;
  if (typeof expected !== 'number' || !Number.isInteger(expected) || expected < 1) return invalidField('expectedCount');
  const members = state.membersOf(group.groupId).filter((m) => matchesFilter(filter, m));
  if (members.length !== expected) {
    return refused(
      GROUP_FAILURE.selectionChanged,
      `所选条件下现有${members.length}人，与您看到的${expected}人不符，未做任何更改，请刷新后重试`,
      `The filter now lists ${members.length} members, not the ${expected} you saw: nothing was changed; look again and retry`,
      { count: members.length },
    );
  }
  return done(members);
}

export function moveFiltered(state: GroupsState, group: GroupRecord, body: Body): GroupOutcome<{ count: number }> {
  const toTeamId = text(body.toTeamId);
  if (toTeamId === '') return invalidField('toTeamId');
  if (!group.teams.some((t) => t.teamId === toTeamId)) return refused(GROUP_FAILURE.teamUnknown, '所选分组不属于本团', 'The chosen team is not part of this group', {});
  const members = listed(state, group, body);
  if (!members.ok) return members;
  for (const m of members.value) m.teamId = toTeamId;
  return done({ count: members.value.length });
}

export function removeFiltered(state: GroupsState, group: GroupRecord, body: Body): GroupOutcome<{ count: number }> {
  const members = listed(state, group, body);
  if (!members.ok) return members;
  const gone = new Set(members.value);
  state.members = state.members.filter((m) => !gone.has(m));
  return done({ count: gone.size });
}
