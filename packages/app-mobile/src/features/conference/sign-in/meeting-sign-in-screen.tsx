// /meetingSignIn: signing in at a session's door from the code's link (registrationSource meetingSignIn,
// signCodeId). Anyone sees the session and its window; signing in needs a login (the next step brings
// the visitor back) and a successful sign-up. Not started, ended, signed already and not registered
// each end on a result that says so in the page's language. A visitor signed in already sees "已签到" with
// the time, after a reload too (the server's signInfo says so with a token); an unknown or missing code
// is the catalogue's sentence with ways on (the programme, my schedule), no retry that would fail alike.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { localizedField } from '@fairpass/domain';
import { signInOutcomeKey, type SignInfo, type SignInOutcomeKey } from '@fairpass/domain/conference';
import { getConference } from '@fairpass/sdk/conference';
import { FormAlert } from '../../../ui/form/form-alert';
import { FailureView } from '../../../ui/way-on/failure-view';
import { SubmitButton } from '../../../ui/form/submit-button';
import { Page } from '../../../ui/page';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { useDebouncedSubmit } from '../../../ui/use-debounced-submit';
import { useFailureMessage } from '../../../ui/use-failure-message';
import { useLanguage } from '../../../ui/use-language';
import { useQueryParam } from '../../../ui/use-query-param';
import { useSession } from '../../../ui/use-session';
import { useLoginHref } from '../../../ui/use-login-href';
import { settleWriteKey, writeKeyFor } from '../../../ui/write-key';
import { useClockTimes } from '../../../ui/clock-time';
import { CONFERENCE_KEYS, signInfoQuery } from '../conference.queries';
import { useSignInWindow } from './use-sign-in-window';
import '../../../ui/screen-blocks.css';
import '../conference.css';

export default withServerState(MeetingSignInScreen);

const HEADING_ID = 'fp-cf-sign-in-heading';

function MeetingSignInScreen() {
  const { t } = useTranslation('conference');
  const { client } = useShell();
  const fromLink = useSession((s) => s.entry.signCodeId ?? '');
  const signCodeId = useQueryParam('signCodeId') ?? fromLink;
  const info = useQuery({ ...signInfoQuery(client, signCodeId), enabled: signCodeId !== '' });
  const waysOn = <SignInWaysOn />;
  if (signCodeId === '') {
    return <FailureView headingId={HEADING_ID} where={t('signIn.heading')} title={t('signIn.outcome.unknown_code')} links={waysOn} />;
  }
  return (
    <QueryView query={info} heading={t('signIn.heading')} headingId={HEADING_ID} failureLinks={waysOn}>
      {(data) => <SignIn info={data} receivedAt={info.dataUpdatedAt} />}
    </QueryView>
  );
}

/** Where a visitor at a door goes on when the code says nothing: the programme (the shared ways on add my schedule). */
function SignInWaysOn() {
  const { t } = useTranslation('conference');
  return (
    <Link href="/meetingSchedule" className="fp-way-on__link">
      {t('nav.programme')}
    </Link>
  );
}

function SignIn({ info, receivedAt }: { readonly info: SignInfo; readonly receivedAt: number }) {
  const { t } = useTranslation('conference');
  const [language] = useLanguage();
  const { client } = useShell();
  const queryClient = useQueryClient();
  const failureMessage = useFailureMessage();
  const loggedIn = useSession((s) => s.token !== null);
  const signWindow = useSignInWindow(info, receivedAt);
  const [outcome, setOutcome] = useState<{ readonly key: SignInOutcomeKey; readonly at?: string } | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const signIn = useDebouncedSubmit(async () => {
    setAlert(null);
    const intent = `signIn.${info.signCodeId}`;
    const done = settleWriteKey(intent, await getConference(client).signIn.execute({ signCodeId: info.signCodeId }, { idempotencyKey: writeKeyFor(intent, info.signCodeId) }));
    // Once answered, a later tap is a new sign-in (the server then says "already"), not a retry.
    if (done.ok) {
      setOutcome({ key: signInOutcomeKey(done.value), at: done.value.signedAt });
      // My schedule and this code's info now say signed in (a reload reads it from the server).
      void queryClient.invalidateQueries({ queryKey: CONFERENCE_KEYS.all, refetchType: 'none' });
    }
    else if (signInOutcomeKey(done.error) !== 'signIn.outcome.failed') setOutcome({ key: signInOutcomeKey(done.error) });
    else setAlert(failureMessage(done.error));
  });
  const loginHref = useLoginHref();
  const clock = useClockTimes();
  const succeeded = outcome?.key === 'signIn.outcome.signed_in' || outcome?.key === 'signIn.outcome.already_signed_in';
  return (
    <Page labelledBy={HEADING_ID}>
      <h1 id={HEADING_ID} className="fp-heading">{t('signIn.heading')}</h1>
      <article className="fp-item" aria-labelledby="fp-cf-sign-in-session">
        <h2 id="fp-cf-sign-in-session" className="fp-item__name">
          {localizedField(info, 'title', language)}
        </h2>
        <ul className="fp-item__facts">
          <li>{localizedField(info, 'venue', language)}</li>
          <li>{t('signIn.window', { window: clock.span(info.opensAt, info.closesAt) })}</li>
        </ul>
      </article>
      {outcome === null && info.signedAt ? (
        <p className="fp-notice" role="status">
          {t('signIn.signedIn', { time: clock.at(info.signedAt) })}
        </p>
      ) : outcome ? (
        <p className={succeeded ? 'fp-notice' : 'fp-form__error'} role={succeeded ? 'status' : 'alert'}>
          {t(outcome.key, { time: outcome.at ? clock.at(outcome.at) : '' })}
        </p>
      ) : signWindow === 'not_started' ? (
        <p className="fp-form__error" role="alert">{t('signIn.outcome.not_started')}</p>
      ) : signWindow === 'ended' ? (
        <p className="fp-form__error" role="alert">{t('signIn.outcome.ended')}</p>
      ) : loggedIn ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            signIn.submit();
          }}
        >
          <SubmitButton pending={signIn.pending} label={t('signIn.submit')} pendingLabel={t('signIn.signingIn')} />
          <FormAlert message={alert} />
        </form>
      ) : (
        <>
          <p className="fp-note">{t('signIn.loginFirst')}</p>
          <Link href={loginHref} className="fp-button-link">
            {t('signIn.login')}
          </Link>
        </>
      )}
      {loggedIn && (
        <Link href="/conference/mySchedule" className="fp-link fp-center">
          {t('nav.mine')}
        </Link>
      )}
    </Page>
  );
}
