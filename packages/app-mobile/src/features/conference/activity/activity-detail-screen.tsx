// /user-center/activityDetail?id=: one activity — when, where, what, seats — and joining it (once, with
// an Idempotency-Key); a full activity says so. A place held at an activity still to come can be
// cancelled, asked in the page first (issue 29).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localizedField } from '@fairpass/domain';
import { canSignUp, type Activity } from '@fairpass/domain/conference';
import { getConference } from '@fairpass/sdk/conference';
import { BackButton } from '../../../ui/back-button';
import { ConfirmedAction } from '../../../ui/confirmed-action';
import { FormStatus } from '../../../ui/form/form-status';
import { FormAlert } from '../../../ui/form/form-alert';
import { SubmitButton } from '../../../ui/form/submit-button';
import { Page } from '../../../ui/page';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { useDebouncedSubmit } from '../../../ui/use-debounced-submit';
import { useFailureMessage } from '../../../ui/use-failure-message';
import { useLanguage } from '../../../ui/use-language';
import { useQueryParam } from '../../../ui/use-query-param';
import { settleWriteKey, writeKeyFor } from '../../../ui/write-key';
import { ZoneNote } from '../../../ui/clock-time';
import { ConferenceNav } from '../conference-nav';
import { activityQuery, CONFERENCE_KEYS } from '../conference.queries';
import { ActivityCard } from './activity-card';
import '../../../ui/screen-blocks.css';
import '../conference.css';

export default withServerState(ActivityDetailScreen);

const HEADING_ID = 'fp-cf-activity-heading';

function ActivityDetailScreen() {
  const { t } = useTranslation('conference');
  const id = useQueryParam('id') ?? '';
  const { client } = useShell();
  const activity = useQuery({ ...activityQuery(client, id), enabled: id !== '' });
  return (
    <QueryView query={activity} heading={t('activity.detailHeading')} headingId={HEADING_ID}>
      {(data) => <ActivityDetail activity={data} />}
    </QueryView>
  );
}

function ActivityDetail({ activity }: { readonly activity: Activity }) {
  const { t } = useTranslation('conference');
  const [language] = useLanguage();
  const { client } = useShell();
  const queries = useQueryClient();
  const failureMessage = useFailureMessage();
  const [alert, setAlert] = useState<string | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const cancel = async (): Promise<string | null> => {
    const intent = `activityCancel.${activity.id}`;
    const done = settleWriteKey(intent, await getConference(client).cancelActivity.execute({ activityId: activity.id }, { idempotencyKey: writeKeyFor(intent, activity.id) }));
    if (!done.ok) return failureMessage(done.error);
    setCancelled(true);
    await queries.invalidateQueries({ queryKey: CONFERENCE_KEYS.all });
    return null;
  };
  const join = useDebouncedSubmit(async () => {
    const intent = `activity.${activity.id}`;
    const done = settleWriteKey(intent, await getConference(client).registerActivity.execute({ activityId: activity.id }, { idempotencyKey: writeKeyFor(intent, activity.id) }));
    setAlert(done.ok ? null : failureMessage(done.error));
    if (!done.ok) return;
    setCancelled(false);
    await queries.invalidateQueries({ queryKey: CONFERENCE_KEYS.all });
  });
  return (
    <Page labelledBy={HEADING_ID}>
      <BackButton fallback="/conference/activity/list" />
      <h1 id={HEADING_ID} className="fp-heading">{t('activity.detailHeading')}</h1>
      <ActivityCard activity={activity} />
      <ZoneNote />
      <p className="fp-item__desc">{localizedField(activity, 'summary', language)}</p>
      {activity.mine ? (
        <>
          <p className="fp-notice" role="status">{t('activity.joinedNote')}</p>
          {activity.timeState === 'upcoming' && <ConfirmedAction label={t('activity.cancel')} question={t('activity.cancelConfirm')} keepLabel={t('activity.keep')} run={cancel} />}
        </>
      ) : (
        canSignUp(activity) && (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              join.submit();
            }}
          >
            <SubmitButton pending={join.pending} label={t('activity.join')} pendingLabel={t('session.signingUp')} />
          </form>
        )
      )}
      <FormAlert message={alert} />
      <FormStatus message={cancelled && !activity.mine ? t('activity.cancelled') : null} />
      <ConferenceNav />
    </Page>
  );
}
