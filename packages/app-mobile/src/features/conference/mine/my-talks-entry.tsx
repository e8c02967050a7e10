// "My talks" in the personal centre (issue 29): shown only to a speaker (the server's RC guest/mine) — how
// many talks they give, the next one's day, time and room, and the link to all of them. Nothing while it
// is read or for anyone who speaks at none; a failed read says so with a retry, so a speaker is never
// left without the way to their talks.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { DomainError, hrefOf, isDomainError, localizedField } from '@fairpass/domain';
import { speakerTalksOf } from '@fairpass/domain/conference';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { useFailureMessage } from '../../../ui/use-failure-message';
import { useLanguage } from '../../../ui/use-language';
import { useClockTimes } from '../../../ui/clock-time';
import { myTalksQuery } from '../conference.queries';

export default withServerState(MyTalksEntry);

const HEADING_ID = 'fp-uc-talks';

function MyTalksEntry() {
  const { t } = useTranslation('conference');
  const [language] = useLanguage();
  const { client } = useShell();
  const failureMessage = useFailureMessage();
  const clock = useClockTimes();
  const talks = useQuery(myTalksQuery(client));
  if (talks.isPending || (talks.isSuccess && talks.data === null)) return null;
  if (talks.isError) {
    return (
      <section className="fp-uc__section" aria-labelledby={HEADING_ID}>
        <h2 id={HEADING_ID} className="fp-uc__section-title">{t('talks.heading')}</h2>
        <p role="alert" className="fp-form__error">{failureMessage(isDomainError(talks.error) ? talks.error : new DomainError('UNKNOWN'))}</p>
        <button type="button" className="fp-row-link" onClick={() => void talks.refetch()}>{t('talks.retry')}</button>
      </section>
    );
  }
  const sessions = talks.data?.sessions ?? [];
  const { next } = speakerTalksOf(sessions);
  return (
    <nav className="fp-uc__section" aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID} className="fp-uc__section-title">{t('talks.heading')}</h2>
      {next && (
        <p className="fp-note" data-testid="uc-next-talk">
          {t('talks.nextTalk', {
            title: localizedField(next, 'title', language),
            time: clock.span(next.startTime, next.endTime),
            venue: localizedField(next, 'venue', language),
          })}
        </p>
      )}
      <div className="fp-uc__links">
        <Link href={hrefOf('/conference/mySchedule', undefined, { view: 'talks' })} className="fp-row-link">
          {t('talks.entry', { count: sessions.length })}
        </Link>
      </div>
    </nav>
  );
}
