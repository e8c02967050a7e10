// New members from a spreadsheet (issue 29; docs/endpoints.md "Group management and sub-accounts"):
// `group/member/check` says which of the rows sent would be refused and why — a bad field (the member
// form's rules), a team not of the group, a mobile or document already in the group or in an earlier
// row (`inGroup`), a document someone else registered on the exhibition with (`registered`) — and
// `group/member/import` adds every row, or none when any is refused (the first such row's failure with
// its `index`). At most 500 rows a request.
import type { Body } from '../kit/commerce-route-kit';
import type { GroupRecord, MemberRecord } from './groups-records';
import type { GroupsState } from './groups-state';
import { memberProblem } from './group-rules';
import { done, GROUP_FAILURE, invalidField, refused, type GroupOutcome } from './groups-failure';
import { duplicateOf, fieldsOf, hasTeam, registeredElsewhere } from './members';

export const SHEET_ROWS_MAX = 500;

export type RowReason = 'invalid' | 'teamUnknown' | 'inGroup' | 'registered';

export interface RowRefusal {
  index: number;
  field: string;
  reason: RowReason;
}

/** The rows sent, or the refusal of the request itself (no list, an entry that is no object, too many). */
function rowsOf(body: Body): GroupOutcome<Body[]> {
  const members = body.members;
  if (!Array.isArray(members) || members.length === 0 || !members.every((m): m is Body => typeof m === 'object' && m !== null && !Array.isArray(m))) return invalidField('members');
  if (members.length > SHEET_ROWS_MAX) return refused(400, `一次最多导入${SHEET_ROWS_MAX}人`, `At most ${SHEET_ROWS_MAX} members at a time`, { max: SHEET_ROWS_MAX });
  return done(members);
}

/** Each refused row's first problem, in the order sent. */
function refusalsOf(state: GroupsState, group: GroupRecord, rows: readonly Body[]): RowRefusal[] {
  const today = new Date(state.now());
  const phones = new Set<string>();
  const documents = new Set<string>();
  const refusals: RowRefusal[] = [];
  rows.forEach((row, index) => {
    const problem = memberProblem(row, today);
    const fields = fieldsOf(row);
    const earlier = phones.has(fields.phone) ? 'phone' : documents.has(fields.idNumber) ? 'idNumber' : undefined;
    phones.add(fields.phone);
    documents.add(fields.idNumber);
    if (problem) return void refusals.push({ index, field: problem, reason: 'invalid' });
    if (!hasTeam(group, fields.teamId)) return void refusals.push({ index, field: 'teamId', reason: 'teamUnknown' });
    const inGroup = duplicateOf(state, group, fields.phone, fields.idNumber);
    if (earlier || (inGroup && !inGroup.ok)) {
      const field = earlier ?? (inGroup && !inGroup.ok ? String(inGroup.failure.data?.field ?? 'idNumber') : 'idNumber');
      return void refusals.push({ index, field, reason: 'inGroup' });
    }
    if (registeredElsewhere(state, group, fields.idNumber, fields.name)) refusals.push({ index, field: 'idNumber', reason: 'registered' });
  });
  return refusals;
}

export function checkRows(state: GroupsState, group: GroupRecord, body: Body): GroupOutcome<RowRefusal[]> {
  const rows = rowsOf(body);
  return rows.ok ? done(refusalsOf(state, group, rows.value)) : rows;
}

/** The failure a refused row answers the import with. */
function failureOf(refusal: RowRefusal, name: string): GroupOutcome<never> {
  const { index, field } = refusal;
  switch (refusal.reason) {
    case 'invalid':
      return refused(400, `第${index + 1}行参数校验失败：${field}`, `Row ${index + 1}: invalid parameter: ${field}`, { field, index });
    case 'teamUnknown':
      return refused(GROUP_FAILURE.teamUnknown, '所选分组不属于本团', 'The chosen team is not part of this group', { index });
    case 'inGroup':
      return refused(GROUP_FAILURE.memberDuplicate, '该手机号码或证件已在团内，请勿重复添加', 'This mobile number or ID document is already in the group', { field, index });
    case 'registered':
      return refused(GROUP_FAILURE.documentRegistered, '您已登记过该证件，请勿重复操作', 'You have registered this document, please do not repeat the operation', { index, name });
  }
}

export function importRows(state: GroupsState, group: GroupRecord, body: Body): GroupOutcome<{ count: number }> {
  const rows = rowsOf(body);
  if (!rows.ok) return rows;
  const [first] = refusalsOf(state, group, rows.value);
  if (first) return failureOf(first, fieldsOf(rows.value[first.index] ?? {}).name);
  for (const row of rows.value) {
    const member: MemberRecord = { memberId: state.nextId('vgm'), groupId: group.groupId, ...fieldsOf(row), reviewState: 'pending', createdAt: state.now() };
    state.members.push(member);
  }
  return done({ count: rows.value.length });
}
