// What the leader may do with members: edit one whose details the organiser has not approved (an
// approved member's details are locked: GROUP.MEMBER_LOCKED; editing a refused one sends it for review
// again), remove or move several at once within the bulk limit, and move only to another team that
// exists. The server decides again.
import type { ValidationErrorCode } from '../errors/error-codes';
import { GROUP_LIMITS } from './group-limits';
import type { GroupMember, GroupTeam, MemberReviewState } from './group.types';

/** Whether the member's details may still be changed (not once approved). */
export const canEditMember = (member: Pick<GroupMember, 'reviewState'>): boolean => member.reviewState !== 'approved';

/** The text key of a review state, e.g. `review.pending` (the app's groups texts hold them). */
export const memberStateLabelKey = (state: MemberReviewState): `review.${MemberReviewState}` => `review.${state}`;

export type BulkAction = 'remove' | 'move';

/** A bulk action's request as the list holds it: the chosen members, and for a move the team to move them to. */
export interface BulkRequest {
  readonly memberIds: readonly string[];
  readonly teamId?: string;
}

/**
 * Why a bulk action cannot be sent, or undefined when it can: nobody chosen (VALIDATION.REQUIRED on
 * `memberIds`), more than the bulk limit (VALIDATION.OUT_OF_RANGE), or a move without a team of this
 * group (VALIDATION.REQUIRED / VALIDATION.OUT_OF_RANGE on `teamId`).
 */
export function bulkProblem(
  action: BulkAction,
  request: BulkRequest,
  teams: readonly Pick<GroupTeam, 'teamId'>[],
): { readonly field: 'memberIds' | 'teamId'; readonly code: ValidationErrorCode } | undefined {
  const chosen = new Set(request.memberIds.filter((id) => id.trim() !== ''));
  if (chosen.size === 0) return { field: 'memberIds', code: 'VALIDATION.REQUIRED' };
  if (chosen.size > GROUP_LIMITS.bulkMax) return { field: 'memberIds', code: 'VALIDATION.OUT_OF_RANGE' };
  if (action === 'remove') return undefined;
  const teamId = request.teamId?.trim() ?? '';
  if (teamId === '') return { field: 'teamId', code: 'VALIDATION.REQUIRED' };
  return teams.some((team) => team.teamId === teamId) ? undefined : { field: 'teamId', code: 'VALIDATION.OUT_OF_RANGE' };
}

/** The chosen members after a tick (added) or an untick (removed); the order of choosing is kept. */
export const toggleChosen = (chosen: readonly string[], memberId: string, on: boolean): readonly string[] => {
  const without = chosen.filter((id) => id !== memberId);
  return on ? [...without, memberId] : without;
};
