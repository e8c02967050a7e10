// What the member list is narrowed to: a search by name or mobile, a review state and a team (each a
// link, so the address keeps them and back undoes them; the one in force is marked as the current page).
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { MEMBER_REVIEW_STATES, memberStateLabelKey, type GroupTeam, type MemberQuery, type MemberReviewState } from '@fairpass/domain/groups';
import { memberListHref } from './list-address';
import { MemberSearch } from './member-search';

export function MemberFilters({ query, teams }: { readonly query: MemberQuery; readonly teams: readonly GroupTeam[] }) {
  const { t } = useTranslation('groups');
  const [, navigate] = useLocation();
  const withoutKeyword: MemberQuery = { ...(query.reviewState ? { reviewState: query.reviewState } : {}), ...(query.teamId ? { teamId: query.teamId } : {}) };
  const states: readonly (readonly [MemberReviewState | undefined, string])[] = [
    [undefined, t('members.allStates')],
    ...MEMBER_REVIEW_STATES.map((state) => [state, t(memberStateLabelKey(state))] as const),
  ];
  const { reviewState: _state, ...withoutState } = query;
  const { teamId: _team, ...withoutTeam } = query;
  return (
    <div className="fp-gp-filters">
      <MemberSearch initial={query.keyword ?? ''} onSearch={(words) => navigate(memberListHref({ ...withoutKeyword, ...(words ? { keyword: words } : {}) }), { replace: true })} />
      <nav aria-labelledby="fp-gp-state-filter" className="fp-gp-filter">
        <span id="fp-gp-state-filter" className="fp-gp-filter__label">
          {t('members.state')}
        </span>
        <ul className="fp-gp-states">
          {states.map(([state, label]) => (
            <li key={state ?? 'all'}>
              <Link href={memberListHref({ ...withoutState, ...(state ? { reviewState: state } : {}) })} aria-current={query.reviewState === state ? 'page' : undefined}>
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {teams.length > 1 && (
        <nav aria-labelledby="fp-gp-team-filter" className="fp-gp-filter">
          <span id="fp-gp-team-filter" className="fp-gp-filter__label">
            {t('members.teamFilter')}
          </span>
          <ul className="fp-gp-states">
            <li>
              <Link href={memberListHref(withoutTeam)} aria-current={query.teamId === undefined ? 'page' : undefined}>
                {t('members.allTeams')}
              </Link>
            </li>
            {teams.map((team) => (
              <li key={team.teamId}>
                <Link href={memberListHref({ ...withoutTeam, teamId: team.teamId })} aria-current={query.teamId === team.teamId ? 'page' : undefined}>
                  {team.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
