// The member list's address (/groupManagement/operateList): the search `q`, the review state `state` and
// the team `team` it is narrowed to, kept there so back, a reload and a shared home tile keep them.
import { hrefOf } from '@fairpass/domain';
import { MEMBER_REVIEW_STATES, type MemberQuery, type MemberReviewState } from '@fairpass/domain/groups';

const LIST_PATH = '/groupManagement/operateList';

const isState = (value: string | null): value is MemberReviewState => MEMBER_REVIEW_STATES.includes(value as MemberReviewState);

/** The list's filter read from the address's query. */
export function queryOfSearch(params: URLSearchParams): MemberQuery {
  const keyword = params.get('q') ?? '';
  const state = params.get('state');
  const team = params.get('team') ?? '';
  return { ...(keyword ? { keyword } : {}), ...(isState(state) ? { reviewState: state } : {}), ...(team ? { teamId: team } : {}) };
}

/** The list's address for a filter, and anything else the address should say (`add`, `edit`). */
export const memberListHref = (query: MemberQuery, extra: Readonly<Record<string, string>> = {}): string =>
  hrefOf(LIST_PATH, undefined, {
    ...(query.keyword ? { q: query.keyword } : {}),
    ...(query.reviewState ? { state: query.reviewState } : {}),
    ...(query.teamId ? { team: query.teamId } : {}),
    ...extra,
  });
