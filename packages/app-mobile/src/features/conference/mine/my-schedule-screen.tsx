// /conference/mySchedule: what the visitor signed up for, by start time — each sign-up's state (in
// review, failed with the reason, signed up), each session's (upcoming, ongoing, ended) and whether they
// signed in at the door — and, below, the side events they joined (issue 29). With `?view=talks` it is a
// speaker's own talks instead (my-talks-view.tsx).
import { useQuery } from '@tanstack/react-query';
import { DomainError, isDomainError } from '@fairpass/domain';
import type { Activity } from '@fairpass/domain/conference';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { MySession } from '@fairpass/domain/conference';
import { BackButton } from '../../../ui/back-button';
import { FormAlert } from '../../../ui/form/form-alert';
import { FormStatus } from '../../../ui/form/form-status';
import { useFailureMessage } from '../../../ui/use-failure-message';
import { Page } from '../../../ui/page';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { useQueryParam } from '../../../ui/use-query-param';
import { useClockTimes, ZoneNote } from '../../../ui/clock-time';
import { ConferenceNav } from '../conference-nav';
import { myActivitiesQuery, mySessionsQuery } from '../conference.queries';
import { ActivityCard } from '../activity/activity-card';
import { SessionCard } from '../programme/session-card';
import { MyTalksView } from './my-talks-view';
import '../../../ui/screen-blocks.css';
import '../conference.css';

export default withServerState(MyScheduleRoute);

/** `?view=talks` is a speaker's own talks (issue 29); without it, what the visitor signed up for. */
function MyScheduleRoute() {
  return useQueryParam('view') === 'talks' ? <MyTalksView /> : <MyScheduleScreen />;
}

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
          <MyActivities />
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

/** The side events joined, under their own heading; each opens its page (where it can be cancelled). */
function MyActivities() {
  const { t } = useTranslation('conference');
  const { client } = useShell();
  const failureMessage = useFailureMessage();
  const activities = useQuery(myActivitiesQuery(client));
  const list: readonly Activity[] = activities.data ?? [];
  return (
    <section className="fp-cf-node" aria-labelledby="fp-cf-mine-activities">
      <h2 id="fp-cf-mine-activities" className="fp-subheading">
        {t('mine.activities')}
      </h2>
      {activities.isPending ? null : activities.isError ? (
        <FormAlert message={failureMessage(isDomainError(activities.error) ? activities.error : new DomainError('UNKNOWN'))} />
      ) : list.length === 0 ? (
        <p className="fp-note">{t('mine.activitiesNone')}</p>
      ) : (
        <ul className="fp-list">
          {list.map((activity) => (
            <li key={activity.id}>
              <ActivityCard activity={activity} level={3} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
