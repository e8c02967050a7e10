// /guest: the speakers (300 and more), by name, with search, a page at a time.
import { Button } from '../../../ui/button';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { hrefOf } from '@fairpass/domain';
import { BackButton } from '../../../ui/back-button';
import { Page } from '../../../ui/page';
import { recordsOf } from '../../../ui/server-state/paging';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { ConferenceNav } from '../conference-nav';
import { SearchBox } from '../search-box';
import { SpeakerRow } from './speaker-row';
import { speakersQuery } from '../conference.queries';
import '../../../ui/screen-blocks.css';
import '../conference.css';

export default withServerState(GuestListScreen);

const HEADING_ID = 'fp-cf-guests-heading';

function GuestListScreen() {
  const { t } = useTranslation('conference');
  const { client } = useShell();
  const [, navigate] = useLocation();
  const keyword = new URLSearchParams(useSearch()).get('keyword')?.trim() ?? '';
  const speakers = useInfiniteQuery(speakersQuery(client, keyword));
  return (
    <Page labelledBy={HEADING_ID}>
      <BackButton fallback="/meetingSchedule" />
      <h1 id={HEADING_ID} className="fp-heading">{t('guests.heading')}</h1>
      <SearchBox
        id="fp-cf-guest-keyword"
        label={t('guests.search')}
        initial={keyword}
        onSearch={(words) => navigate(words ? hrefOf('/guest', undefined, { keyword: words }) : '/guest', { replace: true })}
      />
      <QueryView query={speakers} heading={t('guests.heading')} headingId={`${HEADING_ID}-list`}>
        {(data) => {
          const list = recordsOf(data.pages);
          const total = data.pages[0]?.total ?? 0;
          return (
            <>
              <p className="fp-note" role="status">
                {t('guests.count', { count: total })}
              </p>
              <ul className="fp-list">
                {list.map((speaker) => (
                  <SpeakerRow key={speaker.id} speaker={speaker} />
                ))}
              </ul>
              {speakers.hasNextPage && (
                <div className="fp-more">
                  <Button block fill="outline" loading={speakers.isFetchingNextPage} loadingText={t('programme.loading')} onClick={() => void speakers.fetchNextPage()}>
                    {t('programme.more', { shown: list.length, total })}
                  </Button>
                </div>
              )}
            </>
          );
        }}
      </QueryView>
      <ConferenceNav current="/guest" />
    </Page>
  );
}
