// /conference/mySchedule: what the visitor signed up for, by start time — each sign-up's state (in
// review, failed with the reason, signed up), each session's (upcoming, ongoing, ended) and whether they
// signed in at the door.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { MySession } from '@fairpass/domain/conference';
import { BackButton } from '../../../ui/back-button';
import { FormStatus } from '../../../ui/form/form-status';
import { Page } from '../../../ui/page';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { useQueryParam } from '../../../ui/use-query-param';
import { useClockTimes, ZoneNote } from '../../../ui/clock-time';
import { ConferenceNav } from '../conference-nav';
import { mySessionsQuery } from '../conference.queries';
import { SessionCard } from '../programme/session-card';
import '../../../ui/screen-blocks.css';
import '../conference.css';

export default withServerState(MyScheduleScreen);

const HEADING_ID = 'fp-cf-mine-heading';

function MyScheduleScreen() {
  const { t } = useTranslation('conference');
  const { client } = useShell();
  const mine = useQuery(mySessionsQuery(client));
  const registered = Number(useQueryParam('registered') ?? '0');
  return (
    <QueryView query={mine} heading={t('mine.heading')} headingId={HEADING_ID}>
      {(list) => (
        <Page labelledBy={HEADING_ID}>
          <BackButton fallback="/user-center" />
          <h1 id={HEADING_ID} className="fp-heading">{t('mine.heading')}</h1>
          <ZoneNote />
          <FormStatus message={registered > 0 ? t('mine.registered', { count: registered }) : null} />
          {list.length === 0 ? (
            <>
              <p className="fp-note">{t('mine.none')}</p>
              <Link href="/conference/selectConference" className="fp-button-link">
                {t('mine.choose')}
              </Link>
            </>
          ) : (
            <ul className="fp-list">
              {list.map((item) => (
                <li key={item.session.id}>
                  <MineRow item={item} />
                </li>
              ))}
            </ul>
          )}
          <ConferenceNav current="/conference/mySchedule" />
        </Page>
      )}
    </QueryView>
  );
}

function MineRow({ item }: { readonly item: MySession }) {
  const { t } = useTranslation('conference');
  const clock = useClockTimes();
  return (
    <>
      <SessionCard session={{ ...item.session, mine: { state: item.state, signedIn: item.signedIn, ...(item.failReason ? { failReason: item.failReason } : {}) } }} showDay />
      {item.state === 'failed' && <p className="fp-form__error">{t('signUp.failedBecause', { reason: item.failReason ?? t('signUp.noReason') })}</p>}
      {item.signedIn && <p className="fp-notice">{t('mine.signedIn', { time: item.signedAt ? clock.at(item.signedAt) : '' })}</p>}
    </>
  );
}
