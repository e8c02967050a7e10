// One session in a list: its title (a link to it), time, venue, topic and speakers, seats left or full,
// whether a sign-up is reviewed, and the visitor's own state when they signed up. An ended session is
// dimmed and says so; one that would clash with a sign-up says with which before it is tapped. Its time is the exhibition's clock;
// the screen says the zone once (ZoneNote).
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { hrefOf, localizedField } from '@fairpass/domain';
import { isFull, seatsLeft, type ConferenceSession } from '@fairpass/domain/conference';
import { useLanguage } from '../../../ui/use-language';
import { clockText, MINUTE } from '../../../ui/clock-time';
import { SignUpBadge } from './sign-up-badge';

export interface SessionCardProps {
  readonly session: ConferenceSession;
  readonly showDay?: boolean;
  /** Under a time node's heading the card's title is one level lower. */
  readonly level?: 2 | 3;
  /** The title of the visitor's sign-up this session would clash with. */
  readonly clashWith?: string | undefined;
}

export function SessionCard({ session, showDay = false, level = 2, clashWith }: SessionCardProps) {
  const Heading = level === 3 ? 'h3' : 'h2';
  const { t } = useTranslation('conference');
  const [language] = useLanguage();
  const titleId = `fp-cf-session-${session.id}`;
  const left = seatsLeft(session);
  const time = `${clockText(session.startTime, MINUTE)}–${clockText(session.endTime, MINUTE)}`;
  const speakers = (session.speakers ?? []).map((speaker) => localizedField(speaker, 'name', language));
  return (
    <article className={session.timeState === 'ended' ? 'fp-item fp-cf-ended' : 'fp-item'} aria-labelledby={titleId}>
      <div className="fp-item__head">
        <Heading id={titleId} className="fp-item__name">
          <Link href={hrefOf('/meetingSchedule/details/:id', { id: session.id })} className="fp-item__link">
            {localizedField(session, 'title', language)}
          </Link>
        </Heading>
        {session.mine && <SignUpBadge state={session.mine.state} />}
      </div>
      <ul className="fp-item__facts">
        <li>{showDay ? `${session.day} ${time}` : time}</li>
        <li>{localizedField(session, 'venue', language)}</li>
        <li>{localizedField(session, 'topic', language)}</li>
        {speakers.length > 0 && <li>{t('session.speakerNames', { names: speakers.join(language === 'en' ? ', ' : '、') })}</li>}
        <li className={session.timeState === 'upcoming' ? undefined : 'fp-cf-time-state'}>{t(`timeState.${session.timeState}`)}</li>
        {isFull(session) ? <li className="fp-badge fp-badge--off">{t('session.full')}</li> : left !== undefined && <li>{t('session.seatsLeft', { count: left })}</li>}
        {session.needsReview && <li>{t('session.needsReview')}</li>}
      </ul>
      {clashWith && <p className="fp-cf-warning">{t('programme.clashes', { title: clashWith })}</p>}
    </article>
  );
}
