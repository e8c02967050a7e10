// /meetingSchedule: the conference programme — by day, venue and topic, with search — a page of
// sessions at a time (the programme has hundreds). /meetingScheduleNodeMode shows the same sessions
// grouped under their start times (the exhibition's isOpenNodeMode).
import Button from 'antd-mobile/es/components/button';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { groupByTimeNode, type ConferenceSession } from '@fairpass/domain/conference';
import { BackButton } from '../../../ui/back-button';
import { Page } from '../../../ui/page';
import { recordsOf } from '../../../ui/server-state/paging';
import { QueryView } from '../../../ui/server-state/query-view';
import { useShell } from '../../../ui/shell-context';
import { ZoneNote } from '../../../ui/clock-time';
import { ConferenceNav } from '../conference-nav';
import { facetsQuery, sessionsQuery } from '../conference.queries';
import { ProgrammeFilters } from './programme-filters';
import { programmeQueryOf } from './programme-query';
import { SessionCard } from './session-card';
import '../../../ui/screen-blocks.css';
import '../conference.css';

const HEADING_ID = 'fp-cf-programme-heading';

export function ProgrammeScreen({ layout }: { readonly layout: 'list' | 'node' }) {
  const { t } = useTranslation('conference');
  const { client } = useShell();
  const query = programmeQueryOf(useSearch());
  const facets = useQuery(facetsQuery(client));
  const sessions = useInfiniteQuery(sessionsQuery(client, query));
  const path = layout === 'node' ? '/meetingScheduleNodeMode' : '/meetingSchedule';
  return (
    <QueryView query={facets} heading={t('programme.heading')} headingId={HEADING_ID}>
      {(data) => (
        <Page labelledBy={HEADING_ID}>
          <BackButton fallback="/user-center" />
          <h1 id={HEADING_ID} className="fp-heading">{t('programme.heading')}</h1>
          <ZoneNote />
          <ProgrammeFilters facets={data} query={query} path={path} />
          <QueryView query={sessions} heading={t('programme.heading')} headingId={`${HEADING_ID}-list`}>
            {(pages) => {
              const list = recordsOf(pages.pages);
              const total = pages.pages[0]?.total ?? 0;
              return (
                <section aria-labelledby="fp-cf-count">
                  <p id="fp-cf-count" className="fp-note" role="status">
                    {t('programme.count', { count: total })}
                  </p>
                  {list.length === 0 ? <p className="fp-note">{t('programme.none')}</p> : layout === 'node' ? <NodeList sessions={list} /> : <FlatList sessions={list} />}
                  {sessions.hasNextPage && (
                    <div className="fp-more">
                      <Button block fill="outline" loading={sessions.isFetchingNextPage} loadingText={t('programme.loading')} onClick={() => void sessions.fetchNextPage()}>
                        {t('programme.more', { shown: list.length, total })}
                      </Button>
                    </div>
                  )}
                </section>
              );
            }}
          </QueryView>
          <ConferenceNav current="/meetingSchedule" />
        </Page>
      )}
    </QueryView>
  );
}

function FlatList({ sessions }: { readonly sessions: readonly ConferenceSession[] }) {
  return (
    <ul className="fp-list">
      {sessions.map((session) => (
        <li key={session.id}>
          <SessionCard session={session} showDay />
        </li>
      ))}
    </ul>
  );
}

function NodeList({ sessions }: { readonly sessions: readonly ConferenceSession[] }) {
  return (
    <>
      {groupByTimeNode(sessions).map((node, index) => (
        <section key={node.startTime} className="fp-cf-node" aria-labelledby={`fp-cf-node-${index}`}>
          <h2 id={`fp-cf-node-${index}`} className="fp-cf-node__time">
            {`${node.day.slice(5)} ${node.time}`}
          </h2>
          <ul className="fp-list">
            {node.sessions.map((session) => (
              <li key={session.id}>
                <SessionCard session={session} level={3} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
