// Which members a filter lists (`RC group/member/list` and the bulk actions by filter of issue 29): part
// of a name in any case or of a mobile, a review state, a team. The domain's memberMatches restated for
// the server, which must not load @fairpass/domain at run time; member-filter.test.ts holds both to the
// same answers.
import type { MemberRecord } from './groups-records';
import type { ReviewState } from './groups-wire.types';

export interface MemberFilter {
  keyword?: string;
  reviewState?: ReviewState;
  teamId?: string;
}

const REVIEW_STATES: readonly string[] = ['pending', 'approved', 'rejected'];
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The filter as sent (a query or a body's `filter`), or the name of the field that is not one. */
export function filterOf(source: Record<string, unknown>): MemberFilter | 'reviewState' {
  const reviewState = text(source.reviewState);
  if (reviewState !== '' && !REVIEW_STATES.includes(reviewState)) return 'reviewState';
  const keyword = text(source.keyword);
  const teamId = text(source.teamId);
  return {
    ...(keyword === '' ? {} : { keyword }),
    ...(reviewState === '' ? {} : { reviewState: reviewState as ReviewState }),
    ...(teamId === '' ? {} : { teamId }),
  };
}

export function matchesFilter(filter: MemberFilter, member: Pick<MemberRecord, 'name' | 'phone' | 'reviewState' | 'teamId'>): boolean {
  const keyword = text(filter.keyword).toLowerCase();
  if (filter.reviewState && member.reviewState !== filter.reviewState) return false;
  if (filter.teamId && member.teamId !== filter.teamId) return false;
  return keyword === '' || member.name.toLowerCase().includes(keyword) || member.phone.includes(keyword);
}
