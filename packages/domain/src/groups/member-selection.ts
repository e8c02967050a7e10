// Choosing members for a bulk action at a group's scale (issue 29): a leader ticks members one by one,
// ticks a whole page at once, or chooses every member the list is narrowed to (a team, a review state,
// a search) — then the server moves or removes them by that filter, not by a thousand ids sent from the
// phone. A choice by filter carries the count the leader saw: the server refuses it when the filter now
// matches a different number (GROUP.SELECTION_CHANGED), so nobody is moved who was not on the screen.
import type { ValidationErrorCode } from '../errors/error-codes';
import { GROUP_LIMITS } from './group-limits';
import type { GroupMember, GroupTeam, MemberQuery } from './group.types';
import type { BulkAction } from './member-actions';

/** The members a bulk action is about: some named, or every one the filter matches (`count` when chosen). */
export type MemberSelection =
  | { readonly kind: 'members'; readonly memberIds: readonly string[] }
  | { readonly kind: 'filter'; readonly filter: MemberQuery; readonly count: number };

/** Nobody chosen. */
export const NO_SELECTION: MemberSelection = { kind: 'members', memberIds: [] };

/** How many members the selection holds. */
export const selectionSize = (selection: MemberSelection): number =>
  selection.kind === 'filter' ? selection.count : new Set(selection.memberIds.filter((id) => id.trim() !== '')).size;

/** Whether a member is in the selection (a choice by filter holds every member listed under it). */
export const isSelected = (selection: MemberSelection, memberId: string): boolean =>
  selection.kind === 'filter' || selection.memberIds.includes(memberId);

/** How much of a page is chosen: none, some or all of its members (a page of nobody is 'none'). */
export function pageChoice(selection: MemberSelection, pageIds: readonly string[]): 'none' | 'some' | 'all' {
  if (pageIds.length === 0) return 'none';
  const chosen = pageIds.filter((id) => isSelected(selection, id)).length;
  return chosen === 0 ? 'none' : chosen === pageIds.length ? 'all' : 'some';
}

/**
 * The selection after ticking (or unticking) the members shown at once; unticking under a choice by
 * filter goes back to naming members: the others shown stay chosen.
 */
export function choosePage(selection: MemberSelection, pageIds: readonly string[], on: boolean, shownIds: readonly string[] = pageIds): MemberSelection {
  const named = selection.kind === 'filter' ? shownIds : selection.memberIds;
  const without = named.filter((id) => !pageIds.includes(id));
  return { kind: 'members', memberIds: on ? [...without, ...pageIds] : without };
}

/** The selection after one member's tick; under a choice by filter, unticking one names the others shown. */
export function chooseMember(selection: MemberSelection, memberId: string, on: boolean, shownIds: readonly string[]): MemberSelection {
  const named = selection.kind === 'filter' ? shownIds : selection.memberIds;
  const without = named.filter((id) => id !== memberId);
  return { kind: 'members', memberIds: on ? [...without, memberId] : without };
}

/** Whether the list is narrowed at all (choosing "every member" of an unnarrowed list is the whole group). */
export const isNarrowed = (filter: MemberQuery): boolean => Boolean(filter.keyword?.trim() || filter.reviewState || filter.teamId);

/** Whether a member is one the filter lists: part of the name (any case) or of the mobile, the review state, the team. */
export function memberMatches(filter: MemberQuery, member: Pick<GroupMember, 'name' | 'phone' | 'reviewState' | 'teamId'>): boolean {
  const keyword = filter.keyword?.trim().toLowerCase() ?? '';
  if (filter.reviewState && member.reviewState !== filter.reviewState) return false;
  if (filter.teamId && member.teamId !== filter.teamId) return false;
  return keyword === '' || member.name.toLowerCase().includes(keyword) || member.phone.includes(keyword);
}

/**
 * Why a bulk action on the selection cannot be sent, or undefined: nobody chosen (VALIDATION.REQUIRED),
 * more named members than the bulk limit (VALIDATION.OUT_OF_RANGE on `memberIds`: choose them by filter
 * instead), a move without a team of the group, or a move of one team's filter to that same team
 * (VALIDATION.OUT_OF_RANGE on `teamId`: they are there already).
 */
export function selectionProblem(
  action: BulkAction,
  selection: MemberSelection,
  teamId: string | undefined,
  teams: readonly Pick<GroupTeam, 'teamId'>[],
): { readonly field: 'memberIds' | 'teamId'; readonly code: ValidationErrorCode } | undefined {
  const size = selectionSize(selection);
  if (size === 0) return { field: 'memberIds', code: 'VALIDATION.REQUIRED' };
  if (selection.kind === 'members' && size > GROUP_LIMITS.bulkMax) return { field: 'memberIds', code: 'VALIDATION.OUT_OF_RANGE' };
  if (action === 'remove') return undefined;
  const to = teamId?.trim() ?? '';
  if (to === '') return { field: 'teamId', code: 'VALIDATION.REQUIRED' };
  if (!teams.some((team) => team.teamId === to)) return { field: 'teamId', code: 'VALIDATION.OUT_OF_RANGE' };
  return selection.kind === 'filter' && selection.filter.teamId === to ? { field: 'teamId', code: 'VALIDATION.OUT_OF_RANGE' } : undefined;
}
