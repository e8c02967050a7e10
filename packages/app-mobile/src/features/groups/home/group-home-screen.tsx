// /groupManagement: the leader's home — whether the organiser has formed the group, its details, the
// members counted by review state (each a way into the list of that state), the teams (each a way into
// the list of that team), and the ways to the rest of group management (changing the details is the leader's: a sub-account is told
// so). A leader without a group is asked to set it up.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { maskPhone } from '@fairpass/domain';
import { MEMBER_REVIEW_STATES, memberStateLabelKey, type VisitingGroup } from '@fairpass/domain/groups';
import { Page } from '../../../ui/page';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { GroupQueryView } from '../group-query-view';
import { GroupsNav } from '../groups-nav';
import { groupQuery } from '../groups.queries';
import { memberListHref } from '../members/list-address';
import { useMayDoGroupTask } from '../use-group-task';
import '../../../ui/screen-blocks.css';
import '../groups.css';

export default withServerState(GroupHomeScreen);

const HEADING_ID = 'fp-gp-home-heading';

function GroupHomeScreen() {
  const { t } = useTranslation('groups');
  const { client } = useShell();
  const group = useQuery(groupQuery(client));
  return (
    <GroupQueryView query={group} heading={t('title.home')} headingId={HEADING_ID}>
      {(data) => (
        <Page labelledBy={HEADING_ID}>
          <h1 id={HEADING_ID} className="fp-heading">{t('title.home')}</h1>
          {data ? <GroupOverview group={data} /> : <NotSetUp />}
          <GroupsNav current="/groupManagement" />
        </Page>
      )}
    </GroupQueryView>
  );
}

function NotSetUp() {
  const { t } = useTranslation('groups');
  return (
    <>
      <p className="fp-note">{t('home.notSetUp')}</p>
      <Link href="/groupManagement/form" className="fp-button-link">
        {t('home.setUp')}
      </Link>
    </>
  );
}

function GroupOverview({ group }: { readonly group: VisitingGroup }) {
  const { t } = useTranslation('groups');
  const editsGroup = useMayDoGroupTask('editGroup');
  return (
    <>
      <p className="fp-gp-status">
        <span>{t('home.status')}</span>
        <span className={group.formed ? 'fp-badge fp-badge--on' : 'fp-badge'}>{t(group.formed ? 'home.formed' : 'home.notFormed')}</span>
      </p>
      <p className="fp-note">{t(group.formed ? 'home.formedNote' : 'home.notFormedNote')}</p>

      <h2 className="fp-subheading" id="fp-gp-counts">{t('home.counts')}</h2>
      <p className="fp-note">{t('home.total', { count: group.counts.total })}</p>
      <ul className="fp-gp-counts" aria-labelledby="fp-gp-counts">
        {MEMBER_REVIEW_STATES.map((state) => (
          <li key={state}>
            <Link href={memberListHref({ reviewState: state })}>
              <strong>{group.counts[state]}</strong>
              {t(memberStateLabelKey(state))}
            </Link>
          </li>
        ))}
      </ul>
      <Link href="/groupManagement/operateList" className="fp-button-link">
        {t('home.manage')}
      </Link>

      <h2 className="fp-subheading" id="fp-gp-details">{t('home.details')}</h2>
      <dl className="fp-gp-facts" aria-labelledby="fp-gp-details">
        <div>
          <dt>{t('home.name')}</dt>
          <dd>{group.name}</dd>
        </div>
        <div>
          <dt>{t('home.organisation')}</dt>
          <dd>{group.organisation}</dd>
        </div>
        <div>
          <dt>{t('home.contact')}</dt>
          <dd>{group.contact}</dd>
        </div>
        <div>
          <dt>{t('home.phone')}</dt>
          <dd>{maskPhone(group.phone)}</dd>
        </div>
        <div>
          <dt>{t('home.expectedSize')}</dt>
          <dd>{t('home.people', { count: group.expectedSize })}</dd>
        </div>
        <div>
          <dt>{t('home.dates')}</dt>
          <dd>{group.departureDate ? t('home.dateRange', { from: group.arrivalDate, to: group.departureDate }) : t('home.arrival', { from: group.arrivalDate })}</dd>
        </div>
      </dl>
      {editsGroup ? (
        <nav className="fp-links" aria-label={t('home.details')}>
          <Link href="/groupManagement/form" className="fp-link">
            {t('home.edit')}
          </Link>
        </nav>
      ) : (
        <p className="fp-note">{t('home.subAccountNote')}</p>
      )}

      <h2 className="fp-subheading" id="fp-gp-teams">{t('home.teams')}</h2>
      <ul className="fp-gp-teams" aria-labelledby="fp-gp-teams">
        {group.teams.map((team) => (
          <li key={team.teamId}>
            <Link href={memberListHref({ teamId: team.teamId })}>
              <span>{team.name}</span>
              <span>{t('home.teamSize', { count: team.memberCount })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
