// /parking: the visitor's car passes (20 at a time, newest first) with their state and "cancel", the
// show's days, and the form for a new pass.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BackButton } from '../../../ui/back-button';
import { Page } from '../../../ui/page';
import { combineReads } from '../../../ui/server-state/combine-reads';
import { recordsOf } from '../../../ui/server-state/paging';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { LogisticsNav } from '../logistics-nav';
import { parkingRulesQuery, passesQuery } from '../logistics.queries';
import { MoreButton } from '../../../ui/more-button';
import { ParkingForm } from './parking-form';
import { PassCard } from './pass-card';
import '../../../ui/list-blocks.css';
import '../../../ui/screen-blocks.css';
import '../logistics.css';

export default withServerState(ParkingScreen);

const HEADING_ID = 'fp-lg-parking-heading';
const FORM_HEADING_ID = 'fp-lg-parking-form-heading';

function ParkingScreen() {
  const { t } = useTranslation('logistics');
  const { client } = useShell();
  const rules = useQuery(parkingRulesQuery(client));
  const passes = useInfiniteQuery(passesQuery(client));
  return (
    <QueryView query={combineReads(rules, passes)} heading={t('parking.heading')} headingId={HEADING_ID}>
      {([days, pages]) => {
        const list = recordsOf(pages.pages);
        return (
          <Page labelledBy={HEADING_ID}>
            <BackButton fallback="/user-center" />
            <h1 id={HEADING_ID} className="fp-heading">{t('parking.heading')}</h1>
            <p className="fp-note">{t('parking.intro', { from: days.firstDay, to: days.lastDay })}</p>
            <h2 className="fp-subheading">{t('parking.mine')}</h2>
            {list.length === 0 ? (
              <p className="fp-note">{t('parking.none')}</p>
            ) : (
              <ul className="fp-list">
                {list.map((pass) => (
                  <li key={pass.passId}>
                    <PassCard pass={pass} today={days.today} />
                  </li>
                ))}
              </ul>
            )}
            <MoreButton hasNextPage={passes.hasNextPage} isFetchingNextPage={passes.isFetchingNextPage} fetchNextPage={passes.fetchNextPage} />
            <h2 id={FORM_HEADING_ID} className="fp-subheading">{t('parking.new')}</h2>
            <ParkingForm rules={days} headingId={FORM_HEADING_ID} />
            <LogisticsNav current="/parking" />
          </Page>
        );
      }}
    </QueryView>
  );
}
