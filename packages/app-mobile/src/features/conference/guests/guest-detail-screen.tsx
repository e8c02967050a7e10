// /guest/details/{id}: a speaker — title, organisation, biography (text, never markup) — and their
// sessions, each leading to its page.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { localizedField } from '@fairpass/domain';
import { BackButton } from '../../../ui/back-button';
import { Page } from '../../../ui/page';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { useLanguage } from '../../../ui/use-language';
import { ZoneNote } from '../../../ui/clock-time';
import { ConferenceNav } from '../conference-nav';
import { speakerQuery } from '../conference.queries';
import { SessionCard } from '../programme/session-card';
import '../../../ui/screen-blocks.css';
import '../conference.css';

export default withServerState(GuestDetailScreen);

const HEADING_ID = 'fp-cf-guest-heading';

function GuestDetailScreen() {
  const { t } = useTranslation('conference');
  const [language] = useLanguage();
  const { id = '' } = useParams<{ id: string }>();
  const { client } = useShell();
  const speaker = useQuery(speakerQuery(client, id));
  return (
    <QueryView query={speaker} heading={t('guests.detailHeading')} headingId={HEADING_ID}>
      {(data) => (
        <Page labelledBy={HEADING_ID}>
          <BackButton fallback="/guest" />
          <h1 id={HEADING_ID} className="fp-heading">{localizedField(data, 'name', language)}</h1>
          {data.photo && <img src={data.photo} alt="" loading="lazy" width={96} height={96} className="fp-cf-photo" />}
          <p className="fp-note">{`${localizedField(data, 'jobTitle', language)} · ${localizedField(data, 'organisation', language)}`}</p>
          <p className="fp-item__desc">{localizedField(data, 'bio', language)}</p>
          <h2 className="fp-subheading">{t('guests.sessions')}</h2>
          <ZoneNote />
          {(data.sessions ?? []).length === 0 ? (
            <p className="fp-note">{t('guests.noSessions')}</p>
          ) : (
            <ul className="fp-list">
              {(data.sessions ?? []).map((session) => (
                <li key={session.id}>
                  <SessionCard session={session} showDay level={3} />
                </li>
              ))}
            </ul>
          )}
          <ConferenceNav />
        </Page>
      )}
    </QueryView>
  );
}
