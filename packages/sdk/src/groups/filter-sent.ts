// A bulk action by filter as it is checked and sent (issue 29): the filter an object whose review state,
// when given, is one; a count the leader saw of at least one; the filter's blanks left out and its texts
// trimmed, so the server lists the members the screen listed.
import type { Err, DomainError } from '@fairpass/domain';
import { MEMBER_REVIEW_STATES, type MemberQuery } from '@fairpass/domain/groups';
import { optionalText } from '../operations/area-operation';
import { fieldError, missingObject, notPositiveInteger } from '../operations/input-guard';

/** What a bulk action by filter takes. */
export interface FilteredInput {
  /** The list's filter as the leader sees it: a search, a review state, a team. */
  readonly filter: MemberQuery;
  /** How many members the leader saw it list (the list's total). */
  readonly expectedCount: number;
}

/** The filter and the count, or the first field that is not one (`filter.reviewState` for a state that is none). */
export function invalidFilteredChoice(input: unknown): Err<DomainError> | undefined {
  const missing = missingObject(input, 'filter');
  if (missing) return missing;
  const state = (input as FilteredInput).filter.reviewState;
  if (state !== undefined && !MEMBER_REVIEW_STATES.includes(state)) return fieldError('VALIDATION.OUT_OF_RANGE', 'filter.reviewState');
  return notPositiveInteger(input, 'expectedCount');
}

/** The filter sent: trimmed texts, blanks left out. */
export function filterSent(filter: MemberQuery): MemberQuery {
  const keyword = optionalText(filter.keyword);
  const teamId = optionalText(filter.teamId);
  return { ...(keyword ? { keyword } : {}), ...(filter.reviewState ? { reviewState: filter.reviewState } : {}), ...(teamId ? { teamId } : {}) };
}
