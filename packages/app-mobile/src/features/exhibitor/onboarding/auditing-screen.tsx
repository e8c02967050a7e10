// /exhibitorSelfService/auditing: the company's application under the organiser's review (about 1–3
// working days, spec §9), or refused with the organiser's reason and the way to change and send it again.
// "Refresh" reads the profile again and moves on when the step changed (approved → the user centre).
// Staff invited by an exhibitor (the next step's row for them) have no application of their own: they
// see that their registration with the company is under review.
import { Button } from '../../../ui/button';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { REVIEW_WORKING_DAYS, SUPPORT_HOURS } from '@fairpass/domain';
import { exhibitorStepOf, type ExhibitorProfile } from '@fairpass/domain/exhibitor';
import { Page } from '../../../ui/page';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { StatusResult } from '../../../ui/status-result';
import { useDebouncedSubmit } from '../../../ui/use-debounced-submit';
import { useNextStepNavigation } from '../../../ui/use-next-step-navigation';
import { profileQuery } from '../exhibitor.queries';
import '../../../ui/screen-blocks.css';

export default withServerState(ExhibitorAuditingScreen);

const HEADING_ID = 'fp-ex-auditing-heading';

function ExhibitorAuditingScreen() {
  const { t } = useTranslation('exhibitor');
  const { client } = useShell();
  const profile = useQuery(profileQuery(client));
  return (
    <QueryView query={profile} heading={t('auditing.pendingHeading')} headingId={HEADING_ID}>
      {(value) => <Review profile={value} refetch={profile.refetch} />}
    </QueryView>
  );
}

function Review({ profile, refetch }: { readonly profile: ExhibitorProfile; readonly refetch: () => Promise<{ data?: ExhibitorProfile | undefined }> }) {
  const { t, i18n } = useTranslation('exhibitor');
  const [, navigate] = useLocation();
  const [note, setNote] = useState('');
  const goToNextStep = useNextStepNavigation();
  const rejected = profile.application.state === 'rejected';
  const company = profile.company ? (i18n.language === 'en' && profile.company.fullEnName) || profile.company.fullName : '';

  const { submit: refresh, pending } = useDebouncedSubmit(async () => {
    setNote('');
    // Staff have no application of their own: their registration's review decides (approved → /confirmation).
    if (profile.application.state === 'none') {
      const next = await goToNextStep();
      if (next.ok && next.value.kind === 'route' && next.value.path === '/exhibitorSelfService/auditing') setNote(t('auditing.stillPending'));
      return;
    }
    const read = await refetch();
    const step = read.data ? exhibitorStepOf(read.data) : undefined;
    if (step && step !== '/exhibitorSelfService/auditing' && read.data?.application.state !== 'none') navigate(step);
    else setNote(t('auditing.stillPending'));
  });

  const support = t('auditing.support', {
    fromDay: t(`auditing.weekday.${SUPPORT_HOURS.fromWeekday}`),
    toDay: t(`auditing.weekday.${SUPPORT_HOURS.toWeekday}`),
    from: SUPPORT_HOURS.from,
    to: SUPPORT_HOURS.to,
  });

  return (
    <Page labelledBy={HEADING_ID}>
      <StatusResult
        status={rejected ? 'error' : 'waiting'}
        title={
          <h1 id={HEADING_ID} className="fp-heading">
            {rejected ? t('auditing.rejectedHeading') : t('auditing.pendingHeading')}
          </h1>
        }
        description={
          <span data-testid="exhibitor-auditing-body">
            {rejected
              ? t('auditing.rejectedBody')
              : profile.application.state === 'none'
                ? t('auditing.staffBody')
                : t('auditing.pendingBody', { min: REVIEW_WORKING_DAYS.min, max: REVIEW_WORKING_DAYS.max })}
          </span>
        }
      />
      {company && <p className="fp-note fp-center">{t('auditing.company', { company })}</p>}
      {rejected && profile.application.rejectReason && (
        <section aria-labelledby="fp-ex-reason">
          <h2 id="fp-ex-reason" className="fp-subheading">{t('auditing.reason')}</h2>
          <p className="fp-note" data-testid="exhibitor-reject-reason">{profile.application.rejectReason}</p>
          <Link className="fp-link" href="/exhibitorSelfService/exhibitorRegist">
            {t('auditing.resubmit')}
          </Link>
        </section>
      )}
      <p className="fp-note fp-center">{support}</p>
      <p className="fp-note fp-center" role="status">
        {note}
      </p>
      <Button block color="primary" className="fp-action" size="large" loading={pending} disabled={pending} onClick={() => refresh()}>
        {t('auditing.refresh')}
      </Button>
    </Page>
  );
}
