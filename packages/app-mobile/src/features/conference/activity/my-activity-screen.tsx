// /conference/activity/myactivity: the activities the visitor joined.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { BackButton } from '../../../ui/back-button';
import { Page } from '../../../ui/page';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { ZoneNote } from '../../../ui/clock-time';
import { ConferenceNav } from '../conference-nav';
import { myActivitiesQuery } from '../conference.queries';
import { ActivityCard } from './activity-card';
import '../../../ui/screen-blocks.css';
import '../conference.css';

export default withServerState(MyActivityScreen);

const HEADING_ID = 'fp-cf-my-activities-heading';

function MyActivityScreen() {
  const { t } = useTranslation('conference');
  const { client } = useShell();
  const mine = useQuery(myActivitiesQuery(client));
  return (
    <QueryView query={mine} heading={t('activity.mineHeading')} headingId={HEADING_ID}>
      {(list) => (
        <Page labelledBy={HEADING_ID}>
          <BackButton fallback="/user-center" />
          <h1 id={HEADING_ID} className="fp-heading">{t('activity.mineHeading')}</h1>
          <ZoneNote />
          {list.length === 0 ? (
            <>
              <p className="fp-note">{t('activity.mineNone')}</p>
              <Link href="/conference/activity/list" className="fp-button-link">
                {t('activity.browse')}
              </Link>
            </>
          ) : (
            <ul className="fp-list">
              {list.map((activity) => (
                <li key={activity.id}>
                  <ActivityCard activity={activity} />
                </li>
              ))}
            </ul>
          )}
          <ConferenceNav />
        </Page>
      )}
    </QueryView>
  );
}
