// /invite/home (open without login): the invited person's landing, reached by an invitation or share
// link (the inviteCard entry source). It says who invited them — the name the server has for the link's
// inviter, shown as text — and leads to registering: to the login page with the link's parameters, whose
// next step brings a new registration back here; then "continue" records who brought it (userRegisterLink/
// save, saveFissionParentId with the new token, one Idempotency-Key) and goes on by the next step.
import { Button } from '../../../ui/button';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { getReach } from '@fairpass/sdk/reach';
import { BackButton } from '../../../ui/back-button';
import { LanguageSwitch } from '../../../ui/language-switch';
import { LoadingScreen } from '../../../ui/loading-screen';
import { Page } from '../../../ui/page';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { useDebouncedSubmit } from '../../../ui/use-debounced-submit';
import { useFailureMessage } from '../../../ui/use-failure-message';
import { useLoginHref } from '../../../ui/use-login-href';
import { useNextStepNavigation } from '../../../ui/use-next-step-navigation';
import { useSession } from '../../../ui/use-session';
import { settleWriteKey, writeKeyFor } from '../../../ui/write-key';
import { ExhibitionArt } from '../exhibition-art';
import { inviteLandingQuery } from '../reach.queries';
import '../../../ui/screen-blocks.css';
import '../reach.css';

export default withServerState(InviteLandingScreen);

const HEADING_ID = 'fp-reach-landing-heading';

function InviteLandingScreen() {
  const { t } = useTranslation('reach');
  const { client } = useShell();
  const landing = useQuery(inviteLandingQuery(client));
  const title = useSession((s) => s.config?.title ?? '');
  const loggedIn = useSession((s) => s.token !== null);
  if (landing.status === 'pending') return <LoadingScreen />;
  // A link that names nobody (or a failed read) still lets the visitor register: only the name is missing.
  const inviter = landing.data?.inviterName.trim() ?? '';
  return (
    <Page labelledBy={HEADING_ID}>
      <ExhibitionArt />
      {/* A landing opened from a link has nothing behind it; once logged in, the account is the way out. */}
      {loggedIn && <BackButton fallback="/user-center" />}
      <div className="fp-reach-landing__language">
        <LanguageSwitch />
      </div>
      <h1 id={HEADING_ID} className="fp-heading">{t('landing.heading')}</h1>
      {title && <p className="fp-note">{title}</p>}
      <p className="fp-reach-landing__inviter">{inviter ? t('landing.invitedBy', { name: inviter }) : t('landing.invitedByUnknown')}</p>
      <p className="fp-note">{t('landing.intro')}</p>
      {loggedIn ? <ContinueRegistration /> : <RegisterLink />}
    </Page>
  );
}

function RegisterLink() {
  const { t } = useTranslation('reach');
  const loginHref = useLoginHref();
  return (
    <Link href={loginHref} className="fp-button-link">
      {t('landing.register')}
    </Link>
  );
}

/** Logged in: a new registration records who brought it, then everyone goes on by the next step. */
function ContinueRegistration() {
  const { t } = useTranslation('reach');
  const { client } = useShell();
  const goToNextStep = useNextStepNavigation();
  const failureMessage = useFailureMessage();
  const userId = useSession((s) => s.user?.userId ?? '');
  const registeredBefore = useSession((s) => s.user?.userExhibitionVO.completeResult === 'succ');
  const [problem, setProblem] = useState('');
  const intent = 'reach.referral';
  const { submit, pending } = useDebouncedSubmit(async () => {
    setProblem('');
    if (!registeredBefore) {
      const recorded = settleWriteKey(intent, await getReach(client).recordReferral.execute({}, { idempotencyKey: writeKeyFor(intent, userId) }));
      if (!recorded.ok) {
        setProblem(failureMessage(recorded.error));
        return;
      }
    }
    const step = await goToNextStep();
    if (!step.ok) setProblem(failureMessage(step.error));
  });
  return (
    <>
      <p className="fp-note">{t(registeredBefore ? 'landing.registeredBefore' : 'landing.loggedIn')}</p>
      {problem && (
        <p className="fp-form__error" role="alert">
          {problem}
        </p>
      )}
      <Button block color="primary" size="large" className="fp-action" loading={pending} loadingText={t('landing.continuing')} disabled={pending} onClick={() => submit()}>
        {t(registeredBefore ? 'landing.next' : 'landing.continue')}
      </Button>
    </>
  );
}
