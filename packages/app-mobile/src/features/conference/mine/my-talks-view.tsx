// /conference/mySchedule?view=talks (issue 29): a speaker's own talks — the ones to come first in start
// order (the next one marked), then the ended ones — each with its day, time, room and topic, and the way
// to their public speaker page. Someone who speaks at none is told so with the way to the programme.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { hrefOf, localizedField } from '@fairpass/domain';
import { speakerTalksOf, type ConferenceSession } from '@fairpass/domain/conference';
import { BackButton } from '../../../ui/back-button';
import { Page } from '../../../ui/page';
import { QueryView } from '../../../ui/server-state/query-view';
import { useShell } from '../../../ui/shell-context';
import { useLanguage } from '../../../ui/use-language';
import { ZoneNote } from '../../../ui/clock-time';
import { ConferenceNav } from '../conference-nav';
import { myTalksQuery } from '../conference.queries';
import { SessionCard } from '../programme/session-card';

const HEADING_ID = 'fp-cf-talks-heading';

export function MyTalksView() {
  const { t } = useTranslation('conference');
  const [language] = useLanguage();
  const { client } = useShell();
  const talks = useQuery(myTalksQuery(client));
  return (
    <QueryView query={talks} heading={t('talks.heading')} headingId={HEADING_ID}>
      {(speaker) => {
        const { toCome, ended, next } = speakerTalksOf(speaker?.sessions ?? []);
        return (
          <Page labelledBy={HEADING_ID}>
            <BackButton fallback="/user-center" />
            <h1 id={HEADING_ID} className="fp-heading">{t('talks.heading')}</h1>
            {speaker === null ? (
              <>
                <p className="fp-note">{t('talks.notSpeaker')}</p>
                <Link href="/meetingSchedule" className="fp-button-link">{t('talks.toProgramme')}</Link>
              </>
            ) : (
              <>
                <p className="fp-note">{t('talks.intro', { name: localizedField(speaker, 'name', language), count: toCome.length + ended.length })}</p>
                <Link href={hrefOf('/guest/details/:id', { id: speaker.id })} className="fp-row-link">
                  {t('talks.publicPage')}
                </Link>
                <ZoneNote />
                <TalkList headingKey="talks.toCome" noneKey="talks.toComeNone" sessions={toCome} nextId={next?.id} id="fp-cf-talks-to-come" />
                {ended.length > 0 && <TalkList headingKey="talks.ended" sessions={ended} id="fp-cf-talks-ended" />}
              </>
            )}
            <ConferenceNav />
          </Page>
        );
      }}
    </QueryView>
  );
}

interface TalkListProps {
  readonly id: string;
  readonly headingKey: 'talks.toCome' | 'talks.ended';
  readonly noneKey?: 'talks.toComeNone';
  readonly sessions: readonly ConferenceSession[];
  readonly nextId?: string | undefined;
}

function TalkList({ id, headingKey, noneKey, sessions, nextId }: TalkListProps) {
  const { t } = useTranslation('conference');
  return (
    <section className="fp-cf-node" aria-labelledby={id}>
      <h2 id={id} className="fp-subheading">{t(headingKey)}</h2>
      {sessions.length === 0 ? (
        noneKey && <p className="fp-note">{t(noneKey)}</p>
      ) : (
        <ul className="fp-list">
          {sessions.map((session) => (
            <li key={session.id} data-talk={session.id}>
              {session.id === nextId && <p className="fp-badge fp-cf-next-talk">{t('talks.next')}</p>}
              <SessionCard session={session} showDay level={3} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
