// /conference/selectConference (and its time-node layout, and /conference/registrationConference):
// choosing sessions to sign up for. Full, started and held sessions cannot be ticked; one that would
// clash in time with a ticked or held session says with which and is refused; sessions that need review
// say so. The sign-up goes once for the whole choice (Idempotency-Key), then my schedule shows it.
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../ui/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { hrefOf, localizedField, type PlainRoutePath } from '@fairpass/domain';
import { clashingWith, groupByTimeNode, type ConferenceSession, type MySession } from '@fairpass/domain/conference';
import { getConference } from '@fairpass/sdk/conference';
import { BackButton } from '../../../ui/back-button';
import { FormAlert } from '../../../ui/form/form-alert';
import { SubmitButton } from '../../../ui/form/submit-button';
import { Page } from '../../../ui/page';
import { combineReads } from '../../../ui/server-state/combine-reads';
import { recordsOf } from '../../../ui/server-state/paging';
import { QueryView } from '../../../ui/server-state/query-view';
import { useShell } from '../../../ui/shell-context';
import { useDebouncedSubmit } from '../../../ui/use-debounced-submit';
import { useFailureMessage } from '../../../ui/use-failure-message';
import { useLanguage } from '../../../ui/use-language';
import { ZoneNote } from '../../../ui/clock-time';
import { settleWriteKey, writeKeyFor } from '../../../ui/write-key';
import { ConferenceNav } from '../conference-nav';
import { CONFERENCE_KEYS, facetsQuery, mySessionsQuery, sessionsQuery } from '../conference.queries';
import { ProgrammeFilters } from '../programme/programme-filters';
import { programmeQueryOf, serverQueryOf, withOpeningDay } from '../programme/programme-query';
import { SessionChoice } from './session-choice';
import '../../../ui/screen-blocks.css';
import '../conference.css';

const HEADING_ID = 'fp-cf-select-heading';

export function SelectSessionsScreen({ layout, path }: { readonly layout: 'list' | 'node'; readonly path: PlainRoutePath }) {
  const { t } = useTranslation('conference');
  const { client } = useShell();
  // The choice opens on every day (a search finds a session on any).
  const query = withOpeningDay(programmeQueryOf(useSearch()), undefined);
  const facets = useQuery(facetsQuery(client));
  const mine = useQuery(mySessionsQuery(client));
  const sessions = useInfiniteQuery(sessionsQuery(client, serverQueryOf(query)));
  // Held here, above the list, so the choice survives a change of day, venue, topic or search.
  const choice = useState<readonly ConferenceSession[]>([]);
  return (
    <QueryView query={combineReads(facets, mine)} heading={t('select.heading')} headingId={HEADING_ID}>
      {([facetData, held]) => (
        <Page labelledBy={HEADING_ID}>
          <BackButton fallback="/meetingSchedule" />
          <h1 id={HEADING_ID} className="fp-heading">{t('select.heading')}</h1>
          <p className="fp-note">{t('select.intro')}</p>
          <ZoneNote />
          <ProgrammeFilters facets={facetData} query={query} path={path} />
          <QueryView query={sessions} heading={t('select.heading')} headingId={`${HEADING_ID}-list`}>
            {(pages) => (
              <Chooser
                sessions={recordsOf(pages.pages)}
                held={held}
                choice={choice}
                layout={layout}
                more={sessions.hasNextPage ? () => void sessions.fetchNextPage() : undefined}
                loadingMore={sessions.isFetchingNextPage}
              />
            )}
          </QueryView>
          <ConferenceNav />
        </Page>
      )}
    </QueryView>
  );
}

interface ChooserProps {
  readonly sessions: readonly ConferenceSession[];
  readonly held: readonly MySession[];
  readonly choice: readonly [readonly ConferenceSession[], (next: readonly ConferenceSession[]) => void];
  readonly layout: 'list' | 'node';
  readonly more: (() => void) | undefined;
  readonly loadingMore: boolean;
}

function Chooser({ sessions, held, choice: [chosen, setChosen], layout, more, loadingMore }: ChooserProps) {
  const { t } = useTranslation('conference');
  const [language] = useLanguage();
  const { client } = useShell();
  const queries = useQueryClient();
  const [, navigate] = useLocation();
  const failureMessage = useFailureMessage();
  const [alert, setAlert] = useState<string | null>(null);
  const clashOf = (session: ConferenceSession) => {
    const other = clashingWith(
      chosen.filter((each) => each.id !== session.id),
      session,
      held,
    );
    return other ? localizedField(other, 'title', language) : undefined;
  };
  const toggle = (session: ConferenceSession) => {
    setAlert(null);
    if (chosen.some((each) => each.id === session.id)) setChosen(chosen.filter((each) => each.id !== session.id));
    else if (clashOf(session)) setAlert(t('select.clashRefused', { title: localizedField(session, 'title', language), other: clashOf(session) }));
    else setChosen([...chosen, session]);
  };
  const send = useDebouncedSubmit(async () => {
    if (chosen.length === 0) {
      setAlert(t('select.noneChosen'));
      return;
    }
    const intent = 'signUp.selection';
    const request = { sessionIds: chosen.map((session) => session.id).sort() };
    const done = settleWriteKey(intent, await getConference(client).registerSessions.execute(request, { idempotencyKey: writeKeyFor(intent, request) }));
    if (!done.ok) {
      setAlert(failureMessage(done.error));
      return;
    }
    await queries.invalidateQueries({ queryKey: CONFERENCE_KEYS.all });
    navigate(hrefOf('/conference/mySchedule', undefined, { registered: String(done.value.length) }));
  });
  const choice = (session: ConferenceSession) => (
    <li key={session.id}>
      <SessionChoice session={session} chosen={chosen.some((each) => each.id === session.id)} clashWith={clashOf(session)} onToggle={toggle} />
    </li>
  );
  return (
    <form
      aria-labelledby={HEADING_ID}
      onSubmit={(event) => {
        event.preventDefault();
        send.submit();
      }}
    >
      {layout === 'node' ? (
        groupByTimeNode(sessions).map((node, index) => (
          <fieldset key={node.startTime} className="fp-cf-node">
            <legend className="fp-cf-node__time" id={`fp-cf-select-node-${index}`}>{`${node.day.slice(5)} ${node.time}`}</legend>
            <ul className="fp-list">{node.sessions.map(choice)}</ul>
          </fieldset>
        ))
      ) : (
        <ul className="fp-list">{sessions.map(choice)}</ul>
      )}
      {more && (
        <div className="fp-more">
          <Button block fill="outline" loading={loadingMore} loadingText={t('programme.loading')} onClick={more}>
            {t('select.more')}
          </Button>
        </div>
      )}
      <p className="fp-note" role="status">
        {t('select.chosen', { count: chosen.length })}
      </p>
      <FormAlert message={alert} />
      <SubmitButton pending={send.pending} label={t('select.submit')} pendingLabel={t('session.signingUp')} />
    </form>
  );
}
