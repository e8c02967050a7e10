// /conference/activity/list and /activity/list: the side activities, a page at a time.
import { Button } from '../../../ui/button';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BackButton } from '../../../ui/back-button';
import { Page } from '../../../ui/page';
import { recordsOf } from '../../../ui/server-state/paging';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { ZoneNote } from '../../../ui/clock-time';
import { ConferenceNav } from '../conference-nav';
import { activitiesQuery } from '../conference.queries';
import { ActivityCard } from './activity-card';
import '../../../ui/screen-blocks.css';
import '../conference.css';

export default withServerState(ActivityListScreen);

const HEADING_ID = 'fp-cf-activities-heading';

function ActivityListScreen() {
  const { t } = useTranslation('conference');
  const { client } = useShell();
  const activities = useInfiniteQuery(activitiesQuery(client));
  return (
    <QueryView query={activities} heading={t('activity.heading')} headingId={HEADING_ID}>
      {(data) => {
        const list = recordsOf(data.pages);
        return (
          <Page labelledBy={HEADING_ID}>
            <BackButton fallback="/user-center" />
            <h1 id={HEADING_ID} className="fp-heading">{t('activity.heading')}</h1>
            <ZoneNote />
            {list.length === 0 ? (
              <p className="fp-note">{t('activity.none')}</p>
            ) : (
              <ul className="fp-list">
                {list.map((activity) => (
                  <li key={activity.id}>
                    <ActivityCard activity={activity} />
                  </li>
                ))}
              </ul>
            )}
            {activities.hasNextPage && (
              <div className="fp-more">
                <Button block fill="outline" loading={activities.isFetchingNextPage} loadingText={t('programme.loading')} onClick={() => void activities.fetchNextPage()}>
                  {t('select.more')}
                </Button>
              </div>
            )}
            <ConferenceNav current="/conference/activity/list" />
          </Page>
        );
      }}
    </QueryView>
  );
}
