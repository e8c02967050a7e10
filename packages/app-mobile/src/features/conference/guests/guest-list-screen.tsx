// /guest: the speakers (300 and more), by name, with search, a page at a time.
import Button from 'antd-mobile/es/components/button';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { hrefOf, localizedField } from '@fairpass/domain';
import { BackButton } from '../../../ui/back-button';
import { Page } from '../../../ui/page';
import { recordsOf } from '../../../ui/server-state/paging';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { useLanguage } from '../../../ui/use-language';
import { ConferenceNav } from '../conference-nav';
import { speakersQuery } from '../conference.queries';
import '../../../ui/screen-blocks.css';
import '../conference.css';

export default withServerState(GuestListScreen);

const HEADING_ID = 'fp-cf-guests-heading';

function GuestListScreen() {
  const { t } = useTranslation('conference');
  const [language] = useLanguage();
  const { client } = useShell();
  const [, navigate] = useLocation();
  const keyword = new URLSearchParams(useSearch()).get('keyword')?.trim() ?? '';
  const [words, setWords] = useState(keyword);
  const speakers = useInfiniteQuery(speakersQuery(client, keyword));
  return (
    <Page labelledBy={HEADING_ID}>
      <BackButton fallback="/meetingSchedule" />
      <h1 id={HEADING_ID} className="fp-heading">{t('guests.heading')}</h1>
      <form
        role="search"
        className="fp-cf-search"
        onSubmit={(event) => {
          event.preventDefault();
          navigate(words.trim() ? hrefOf('/guest', undefined, { keyword: words.trim() }) : '/guest', { replace: true });
        }}
      >
        <div className="fp-field">
          <label htmlFor="fp-cf-guest-keyword" className="fp-field__label">
            {t('guests.search')}
          </label>
          <input id="fp-cf-guest-keyword" className="fp-input" type="search" enterKeyHint="search" value={words} maxLength={50} onChange={(event) => setWords(event.target.value)} />
        </div>
        <button type="submit" className="fp-link">
          {t('programme.searchGo')}
        </button>
      </form>
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
                  <li key={speaker.id} className="fp-item">
                    <Link href={hrefOf('/guest/details/:id', { id: speaker.id })} className="fp-item__link">
                      {localizedField(speaker, 'name', language)}
                    </Link>
                    <p className="fp-note">{`${localizedField(speaker, 'jobTitle', language)} · ${localizedField(speaker, 'organisation', language)}`}</p>
                  </li>
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
