// /exhibitorSelfService/exhInviteStaff (open without login): where a company's staff link leads
// (exhInviteStaffCard, design exhibitor.md §2.4). It names the inviting company, its booths and the pass
// as the server knows them by the link's id — never as any text in the link says — and what happens next;
// then the login with the link's parameters (registering as exhibitorInviteStaff of the company), after
// which the next step brings a new staff member back here: logged in, the page records the link with their
// token (userRegisterLink/save with the company's inviteDeptId — only that ties the person to the company)
// at once and goes on by the next step: /infoWap while incomplete, the exhibitor auditing screen,
// /confirmation. Someone already registered who opens the link records it with "continue".
import { Button } from '../../../ui/button';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { staffApplicationOf, type StaffInviteLanding } from '@fairpass/domain/exhibitor-people';
import { getExhibitorPeople } from '@fairpass/sdk/exhibitor-people';
import { LanguageSwitch } from '../../../ui/language-switch';
import { Page } from '../../../ui/page';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { useDebouncedSubmit } from '../../../ui/use-debounced-submit';
import { useFailureMessage } from '../../../ui/use-failure-message';
import { useLoginHref } from '../../../ui/use-login-href';
import { useNextStepNavigation } from '../../../ui/use-next-step-navigation';
import { useSession } from '../../../ui/use-session';
import { settleWriteKey, writeKeyFor } from '../../../ui/write-key';
import { staffLandingQuery } from '../exhibitor-people.queries';
import '../../../ui/screen-blocks.css';

export default withServerState(StaffLandingScreen);

const HEADING_ID = 'fp-ep-staff-heading';

function StaffLandingScreen() {
  const { t } = useTranslation('exhibitor-people');
  const { client } = useShell();
  const registerLinkId = useSession((s) => s.entry.registerLinkId ?? '');
  const landing = useQuery(staffLandingQuery(client, registerLinkId));
  // An unknown or renewed link: the shared failure view says so, with its ways on (the login among them).
  return (
    <QueryView query={landing} heading={t('staff.heading')} headingId={HEADING_ID}>
      {(value) => (
        <Page labelledBy={HEADING_ID}>
          <div style={{ marginBottom: 12 }}>
            <LanguageSwitch />
          </div>
          <h1 id={HEADING_ID} className="fp-heading">{t('staff.heading')}</h1>
          <Invitation landing={value} />
        </Page>
      )}
    </QueryView>
  );
}

function Invitation({ landing }: { readonly landing: StaffInviteLanding }) {
  const { t, i18n } = useTranslation('exhibitor-people');
  const en = i18n.language === 'en';
  const company = (en && landing.companyNameEn) || landing.companyName;
  const pass = (en && landing.credentialNameEn) || landing.credentialName;
  const loggedIn = useSession((s) => s.token !== null);
  return (
    <>
      <p className="fp-note" data-testid="staff-company">
        {t('staff.invitedBy', { company, pass })}
      </p>
      {landing.boothNos.length > 0 && <p className="fp-note">{t('staff.booths', { booths: landing.boothNos.join(en ? ', ' : '、') })}</p>}
      <h2 className="fp-subheading">{t('staff.stepsHeading')}</h2>
      <ol className="fp-note">
        <li>{t('staff.step1')}</li>
        <li>{t('staff.step2')}</li>
        <li>{t('staff.step3')}</li>
        <li>{t('staff.step4', { pass })}</li>
      </ol>
      {loggedIn ? <Continue /> : <LoginLink />}
    </>
  );
}

function LoginLink() {
  const { t } = useTranslation('exhibitor-people');
  const loginHref = useLoginHref();
  return (
    <Link href={loginHref} className="fp-button-link">
      {t('staff.login')}
    </Link>
  );
}

/**
 * Logged in: records the visit's staff link for this person (when the visit came through one), then goes on
 * by the next step. A new staff member brought back here after the login goes on at once.
 */
function Continue() {
  const { t } = useTranslation('exhibitor-people');
  const { client } = useShell();
  const goToNextStep = useNextStepNavigation();
  const failureMessage = useFailureMessage();
  const userId = useSession((s) => s.user?.userId ?? '');
  const applying = useSession((s) => staffApplicationOf(s.entry) !== undefined && s.user !== null && s.user.userExhibitionVO.completeResult !== 'succ');
  const [problem, setProblem] = useState('');
  const intent = 'exhibitor-people.staff-application';
  const { submit, pending } = useDebouncedSubmit(async () => {
    setProblem('');
    const recorded = settleWriteKey(intent, await getExhibitorPeople(client).recordStaffApplication.execute({}, { idempotencyKey: writeKeyFor(intent, userId) }));
    if (!recorded.ok) {
      setProblem(failureMessage(recorded.error));
      return;
    }
    const step = await goToNextStep();
    if (!step.ok) setProblem(failureMessage(step.error));
  });
  const started = useRef(false);
  useEffect(() => {
    if (!applying || started.current) return;
    started.current = true;
    submit();
  }, [applying, submit]);
  return (
    <>
      {pending && (
        <p className="fp-note" role="status">
          {t('staff.applying')}
        </p>
      )}
      {problem && (
        <p className="fp-form__error" role="alert">
          {problem}
        </p>
      )}
      <Button block color="primary" loading={pending} loadingText={t('staff.applying')} disabled={pending} onClick={() => submit()}>
        {t('staff.continue')}
      </Button>
    </>
  );
}
