// /auditing: the registration waits for review (or was not approved). The review time and the support
// hours are the domain's §9 constants; "refresh" asks the next step again, which moves an approved
// visitor on and leaves a pending one here with a note.
import { Button } from '../../ui/button';
import { StatusResult } from '../../ui/status-result';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maskEmail, maskPhone, REVIEW_WORKING_DAYS, SUPPORT_HOURS } from '@fairpass/domain';
import { Page } from '../../ui/page';
import { StepBar } from '../../ui/step-bar';
import { useDebouncedSubmit } from '../../ui/use-debounced-submit';
import { useFailureMessage } from '../../ui/use-failure-message';
import { useNextStepNavigation } from '../../ui/use-next-step-navigation';
import { useSession } from '../../ui/use-session';
import '../../ui/screen-blocks.css';

export default function AuditingScreen() {
  const { t } = useTranslation('registration-flow');
  const user = useSession((s) => s.user);
  const rejected = user?.userExhibitionVO.examineResult === 'reject';
  const goToNextStep = useNextStepNavigation();
  const failureMessage = useFailureMessage();
  const [note, setNote] = useState('');

  const { submit: refresh, pending } = useDebouncedSubmit(async () => {
    setNote('');
    const step = await goToNextStep();
    if (!step.ok) setNote(failureMessage(step.error));
    else if (step.value.kind === 'route' && step.value.path === '/auditing') setNote(t('auditing.stillPending'));
  });

  const support = t('auditing.support', {
    fromDay: t(`auditing.weekday.${SUPPORT_HOURS.fromWeekday}`),
    toDay: t(`auditing.weekday.${SUPPORT_HOURS.toWeekday}`),
    from: SUPPORT_HOURS.from,
    to: SUPPORT_HOURS.to,
  });

  return (
    <Page labelledBy="fp-auditing-heading">
      <StepBar />
      <StatusResult
        status={rejected ? 'error' : 'waiting'}
        title={
          <h1 id="fp-auditing-heading" className="fp-heading">
            {rejected ? t('auditing.rejectedHeading') : t('auditing.pendingHeading')}
          </h1>
        }
        description={
          <span data-testid="auditing-body">
            {rejected
              ? t('auditing.rejectedBody')
              : t('auditing.pendingBody', { min: REVIEW_WORKING_DAYS.min, max: REVIEW_WORKING_DAYS.max })}
          </span>
        }
      />
      {!rejected && <p className="fp-note fp-center">{t('auditing.howToHear')}</p>}
      {user && (
        <section aria-labelledby="fp-auditing-submitted">
          <h2 id="fp-auditing-submitted" className="fp-subheading">{t('auditing.submitted')}</h2>
          <dl className="fp-letter__rows" data-testid="auditing-submitted">
            {[
              [t('auditing.name'), user.name || [user.lastName, user.firstName].filter(Boolean).join(' ')],
              [t('auditing.company'), user.company || user.companyEnName],
              [user.phone ? t('auditing.phone') : t('auditing.email'), user.phone ? maskPhone(user.phone) : maskEmail(user.email)],
            ]
              .filter(([, value]) => value)
              .map(([label, value]) => (
                <div className="fp-letter__row" key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
          </dl>
        </section>
      )}
      <p className="fp-note fp-center">{support}</p>
      <p className="fp-note fp-center" role="status" data-testid="auditing-note">
        {note}
      </p>
      <Button block color="primary" className="fp-action" size="large" loading={pending} disabled={pending} onClick={() => refresh()}>
        {t('auditing.refresh')}
      </Button>
    </Page>
  );
}
