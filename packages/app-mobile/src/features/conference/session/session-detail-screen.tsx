// /meetingSchedule/details/{id}: one session — when and where, its topic and summary, seats, its
// speakers (each leading to their page), the visitor's sign-up and its state; add it to the phone's
// calendar; inside WeChat the page is registered as the session's share card.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { localizedField } from '@fairpass/domain';
import { isFull, seatsLeft, type ConferenceSession } from '@fairpass/domain/conference';
import { BackButton } from '../../../ui/back-button';
import { Page } from '../../../ui/page';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { useLanguage } from '../../../ui/use-language';
import { machineTimeOf, useClockTimes } from '../../../ui/clock-time';
import { ConferenceNav } from '../conference-nav';
import { sessionQuery } from '../conference.queries';
import { SpeakerRow } from '../guests/speaker-row';
import { SignUpBadge } from '../programme/sign-up-badge';
import { AddToCalendar } from './add-to-calendar';
import { SessionSignUp } from './session-sign-up';
import '../../../ui/screen-blocks.css';
import '../conference.css';

export default withServerState(SessionDetailScreen);

const HEADING_ID = 'fp-cf-session-heading';

function SessionDetailScreen() {
  const { t } = useTranslation('conference');
  const { id = '' } = useParams<{ id: string }>();
  const { client } = useShell();
  const session = useQuery(sessionQuery(client, id));
  return (
    <QueryView query={session} heading={t('session.heading')} headingId={HEADING_ID}>
      {(data) => <SessionDetail session={data} />}
    </QueryView>
  );
}

function SessionDetail({ session }: { readonly session: ConferenceSession }) {
  const { t } = useTranslation('conference');
  const [language] = useLanguage();
  const { client, environment } = useShell();
  useEffect(() => {
    // Shared from WeChat, the card leads to this session (the exhibition's share texts, filled as text).
    if (environment.isWeChat) void client.setupShare.execute({ pageUrl: location.href });
  }, [client, environment.isWeChat, session.id]);
  const left = seatsLeft(session);
  const clock = useClockTimes();
  return (
    <Page labelledBy={HEADING_ID}>
      <BackButton fallback="/meetingSchedule" />
      <h1 id={HEADING_ID} className="fp-heading">{localizedField(session, 'title', language)}</h1>
      <dl className="fp-letter__rows">
        <div className="fp-letter__row">
          <dt>{t('session.time')}</dt>
          <dd>
            <time dateTime={machineTimeOf(session.startTime)}>{clock.span(session.startTime, session.endTime)}</time>
          </dd>
        </div>
        <div className="fp-letter__row">
          <dt>{t('session.venue')}</dt>
          <dd>{localizedField(session, 'venue', language)}</dd>
        </div>
        <div className="fp-letter__row">
          <dt>{t('session.topic')}</dt>
          <dd>{localizedField(session, 'topic', language)}</dd>
        </div>
        <div className="fp-letter__row">
          <dt>{t('session.state')}</dt>
          <dd>{t(`timeState.${session.timeState}`)}</dd>
        </div>
        <div className="fp-letter__row">
          <dt>{t('session.seats')}</dt>
          <dd>{isFull(session) ? t('session.full') : left === undefined ? t('session.open') : t('session.seatsLeft', { count: left })}</dd>
        </div>
        {session.mine && (
          <div className="fp-letter__row">
            <dt>{t('session.mine')}</dt>
            <dd>
              <SignUpBadge state={session.mine.state} />
            </dd>
          </div>
        )}
      </dl>
      {session.mine?.state === 'failed' && session.mine.failReason && <p className="fp-form__error">{t('signUp.failedBecause', { reason: session.mine.failReason })}</p>}
      <p className="fp-item__desc">{localizedField(session, 'summary', language)}</p>
      {session.speakers && session.speakers.length > 0 && (
        <>
          <h2 className="fp-subheading">{t('session.speakers')}</h2>
          <ul className="fp-list">
            {session.speakers.map((speaker) => (
              <SpeakerRow key={speaker.id} speaker={speaker} />
            ))}
          </ul>
        </>
      )}
      <div className="fp-actions">
        <SessionSignUp session={session} />
        <AddToCalendar session={session} />
      </div>
      <ConferenceNav />
    </Page>
  );
}
