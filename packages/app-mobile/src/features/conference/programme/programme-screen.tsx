// /meetingSchedule: the conference programme — by day, venue and topic, with search — a page of
// sessions at a time (the programme has hundreds). It opens on today by the server's clock (or the first
// day with sessions to come), "now" marked where it falls; ended sessions are dimmed and say so; a card
// names its speakers and, for a logged-in visitor, the sign-up it would clash with.
// /meetingScheduleNodeMode shows the same sessions grouped under their start times (the exhibition's
// isOpenNodeMode).
import { Button } from '../../../ui/button';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import {
  clashingWith,
  exhibitionDayOf,
  groupByTimeNode,
  nowMarkerIndex,
  openingDayOf,
  type ConferenceSession,
  type MySession,
} from '@fairpass/domain/conference';
import { localizedField } from '@fairpass/domain';
import { BackButton } from '../../../ui/back-button';
import { Page } from '../../../ui/page';
import { recordsOf } from '../../../ui/server-state/paging';
import { QueryView } from '../../../ui/server-state/query-view';
import { useShell } from '../../../ui/shell-context';
import { useLanguage } from '../../../ui/use-language';
import { useSession } from '../../../ui/use-session';
import { ZoneNote } from '../../../ui/clock-time';
import { ConferenceNav } from '../conference-nav';
import { facetsQuery, mySessionsQuery, sessionsQuery } from '../conference.queries';
import { NowMarker } from './now-marker';
import { ProgrammeFilters } from './programme-filters';
import { ALL_DAYS, programmeQueryOf, serverQueryOf, withOpeningDay } from './programme-query';
import { SessionCard } from './session-card';
import '../../../ui/screen-blocks.css';
import '../conference.css';

const HEADING_ID = 'fp-cf-programme-heading';

type Layout = 'list' | 'node';

export function ProgrammeScreen({ layout }: { readonly layout: Layout }) {
  const { t } = useTranslation('conference');
  const { client } = useShell();
  const search = useSearch();
  const facets = useQuery(facetsQuery(client));
  const path = layout === 'node' ? '/meetingScheduleNodeMode' : '/meetingSchedule';
  return (
    <QueryView query={facets} heading={t('programme.heading')} headingId={HEADING_ID}>
      {(data) => {
        const query = withOpeningDay(programmeQueryOf(search), openingDayOf(data.days, data.serverTime));
        const today = data.serverTime === undefined ? undefined : exhibitionDayOf(data.serverTime);
        return (
          <Page labelledBy={HEADING_ID}>
            <BackButton fallback="/user-center" />
            <h1 id={HEADING_ID} className="fp-heading">{t('programme.heading')}</h1>
            <ZoneNote />
            <ProgrammeFilters facets={data} query={query} path={path} {...(today ? { today } : {})} />
            <ProgrammeList query={query} layout={layout} showsNow={query.day === ALL_DAYS || query.day === today} />
            <ConferenceNav current="/meetingSchedule" />
          </Page>
        );
      }}
    </QueryView>
  );
}

interface ProgrammeListProps {
  readonly query: ReturnType<typeof withOpeningDay>;
  readonly layout: Layout;
  /** The day shown holds now (today, or every day). */
  readonly showsNow: boolean;
}

function ProgrammeList({ query, layout, showsNow }: ProgrammeListProps) {
  const { t } = useTranslation('conference');
  const { client } = useShell();
  const sessions = useInfiniteQuery(sessionsQuery(client, serverQueryOf(query)));
  const held = useHeldSessions();
  return (
    <QueryView query={sessions} heading={t('programme.heading')} headingId={`${HEADING_ID}-list`}>
      {(pages) => {
        const list = recordsOf(pages.pages);
        const total = pages.pages[0]?.total ?? 0;
        const nowAt = showsNow ? nowMarkerIndex(list, !sessions.hasNextPage) : undefined;
        const marker = nowAt === undefined ? undefined : { index: nowAt, serverTime: list[0]?.serverTime ?? Date.now() };
        return (
          <section aria-labelledby="fp-cf-count">
            <p id="fp-cf-count" className="fp-note" role="status">
              {t('programme.count', { count: total })}
            </p>
            {list.length === 0 ? (
              <p className="fp-note">{t('programme.none')}</p>
            ) : layout === 'node' ? (
              <NodeList sessions={list} held={held} marker={marker} />
            ) : (
              <FlatList sessions={list} held={held} marker={marker} />
            )}
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
  );
}

/** The logged-in visitor's sign-ups (none logged out), for the clash a card warns of. */
function useHeldSessions(): readonly MySession[] {
  const { client } = useShell();
  const loggedIn = useSession((s) => s.token !== null);
  const mine = useQuery({ ...mySessionsQuery(client), enabled: loggedIn });
  return loggedIn ? (mine.data ?? []) : [];
}

/** The title of the sign-up a session not yet signed up for would clash with. */
function useClashTitle(held: readonly MySession[]): (session: ConferenceSession) => string | undefined {
  const [language] = useLanguage();
  return (session) => {
    if (session.mine || session.timeState !== 'upcoming') return undefined;
    const other = clashingWith([], session, held);
    return other ? localizedField(other, 'title', language) : undefined;
  };
}

interface ListProps {
  readonly sessions: readonly ConferenceSession[];
  readonly held: readonly MySession[];
  readonly marker: { readonly index: number; readonly serverTime: number } | undefined;
}

function FlatList({ sessions, held, marker }: ListProps) {
  const clashOf = useClashTitle(held);
  const items = sessions.map((session) => (
    <li key={session.id}>
      <SessionCard session={session} showDay clashWith={clashOf(session)} />
    </li>
  ));
  if (marker) items.splice(marker.index, 0, <NowMarker key="now" serverTime={marker.serverTime} />);
  return <ul className="fp-list">{items}</ul>;
}

function NodeList({ sessions, held, marker }: ListProps) {
  const clashOf = useClashTitle(held);
  const nodes = groupByTimeNode(sessions);
  // The marker sits before the node of the session it precedes (a node's sessions start together).
  const markerNode = marker === undefined ? undefined : marker.index >= sessions.length ? nodes.length : nodes.findIndex((node) => node.sessions.includes(sessions[marker.index] as ConferenceSession));
  const sections = nodes.map((node, index) => (
    <section key={node.startTime} className="fp-cf-node" aria-labelledby={`fp-cf-node-${index}`}>
      <h2 id={`fp-cf-node-${index}`} className="fp-cf-node__time">
        {`${node.day.slice(5)} ${node.time}`}
      </h2>
      <ul className="fp-list">
        {node.sessions.map((session) => (
          <li key={session.id}>
            <SessionCard session={session} level={3} clashWith={clashOf(session)} />
          </li>
        ))}
      </ul>
    </section>
  ));
  if (marker && markerNode !== undefined && markerNode >= 0) {
    sections.splice(
      markerNode,
      0,
      <ul key="now" className="fp-list">
        <NowMarker serverTime={marker.serverTime} />
      </ul>,
    );
  }
  return <>{sections}</>;
}
