// /exhibitorSelfService/exhibitorRegist: the company's application to exhibit (design exhibitor.md §2.1).
// A login that has already applied (and is not refused) is offered its next step instead; a refused one
// finds its application filled in as it sent it, under the organiser's reason, to change and send again.
// Sent once (Idempotency-Key); a refusal is said in the page's language and nothing typed is lost; then on
// to the next step of the onboarding (the certification code).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { applicationErrors, applicationFormFrom, applicationRequestOf, exhibitorStepOf, type ApplicationForm, type ExhibitorProfile } from '@fairpass/domain/exhibitor';
import { getExhibitor } from '@fairpass/sdk/exhibitor';
import { BackButton } from '../../../ui/back-button';
import { Form } from '../../../ui/form/form';
import { FormAlert } from '../../../ui/form/form-alert';
import { RadioField } from '../../../ui/form/radio-field';
import { SubmitButton } from '../../../ui/form/submit-button';
import { TextField } from '../../../ui/form/text-field';
import { useForm } from '../../../ui/form/use-form';
import { Page } from '../../../ui/page';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { useSession } from '../../../ui/use-session';
import { settleWriteKey, writeKeyFor } from '../../../ui/write-key';
import { EXHIBITOR_KEYS, profileQuery } from '../exhibitor.queries';
import { ExhibitCategoryField } from '../exhibits/exhibit-category-field';
import { StepDoneElsewhere, useStepDoneElsewhere } from './step-done-elsewhere';
import '../../../ui/screen-blocks.css';

export default withServerState(ApplyScreen);

const HEADING_ID = 'fp-ex-apply-heading';

function ApplyScreen() {
  const { t } = useTranslation('exhibitor');
  const { client } = useShell();
  const profile = useQuery(profileQuery(client));
  return (
    <QueryView query={profile} heading={t('apply.heading')} headingId={HEADING_ID}>
      {(value) => (
        <Page labelledBy={HEADING_ID}>
          <BackButton fallback="/user-center" />
          <h1 id={HEADING_ID} className="fp-heading">{t('apply.heading')}</h1>
          {value.application.state === 'none' || value.application.state === 'rejected' ? <ApplyForm application={value.application} /> : <AlreadyApplied profile={value} />}
        </Page>
      )}
    </QueryView>
  );
}

function AlreadyApplied({ profile }: { readonly profile: ExhibitorProfile }) {
  const { t } = useTranslation('exhibitor');
  return (
    <>
      <p className="fp-note">{t(profile.application.state === 'approved' ? 'apply.approved' : 'apply.sent')}</p>
      <Link className="fp-link" href={exhibitorStepOf(profile)}>
        {t('apply.continue')}
      </Link>
    </>
  );
}

function ApplyForm({ application }: { readonly application: ExhibitorProfile['application'] }) {
  const { t } = useTranslation('exhibitor');
  const { client } = useShell();
  const queries = useQueryClient();
  const [, navigate] = useLocation();
  const user = useSession((s) => s.user);
  const { standing, noticed } = useStepDoneElsewhere();
  const intent = `exhibitor.apply.${user?.userId ?? ''}`;
  const form = useForm<ApplicationForm, ExhibitorProfile>({
    initial: applicationFormFrom(application.state === 'rejected' ? application.sent : undefined, user?.phone ?? ''),
    validate: applicationErrors,
    send: (values, signal) => {
      const request = applicationRequestOf(values);
      return getExhibitor(client).apply.execute(request, { idempotencyKey: writeKeyFor(intent, request), signal }).then((sent) => noticed(settleWriteKey(intent, sent)));
    },
    onSuccess: async (profile) => {
      queries.setQueryData(EXHIBITOR_KEYS.profile, profile);
      navigate(exhibitorStepOf(profile));
    },
    invalidAlert: t('form.fix'),
    draft: { key: intent },
  });
  const quantityLabel = form.values.boothType === 'raw' ? t('apply.area') : t('apply.count');
  return (
    <Form form={form} labelledBy={HEADING_ID}>
      {application.state === 'rejected' ? (
        <p className="fp-note" data-testid="apply-refused">
          {application.rejectReason ? t('apply.refusedWithReason', { reason: application.rejectReason }) : t('apply.refused')}{' '}
          {application.sent ? t('apply.refusedFilled') : null}
        </p>
      ) : (
        <p className="fp-note">{t('apply.intro')}</p>
      )}
      <TextField form={form} name="companyName" id="fp-ex-company" label={t('apply.companyName')} mandatory autoComplete="organization" maxLength={100} />
      <TextField form={form} name="companyEnName" id="fp-ex-company-en" label={t('apply.companyEnName')} autoComplete="off" maxLength={200} />
      <TextField form={form} name="creditCode" id="fp-ex-credit" label={t('apply.creditCode')} mandatory autoComplete="off" autoCapitalize="characters" maxLength={18} />
      <TextField form={form} name="contactName" id="fp-ex-contact" label={t('apply.contactName')} mandatory autoComplete="name" maxLength={30} />
      <TextField form={form} name="mobile" id="fp-ex-mobile" label={t('apply.mobile')} mandatory type="tel" inputMode="numeric" autoComplete="tel" maxLength={11} />
      <TextField form={form} name="email" id="fp-ex-email" label={t('apply.email')} type="email" autoComplete="email" maxLength={100} />
      <RadioField
        form={form}
        name="boothType"
        id="fp-ex-booth-type"
        label={t('apply.boothType')}
        options={[
          { value: 'standard', label: t('apply.standard') },
          { value: 'raw', label: t('apply.raw') },
        ]}
      />
      <TextField form={form} name="boothQuantity" id="fp-ex-quantity" label={quantityLabel} mandatory inputMode="decimal" autoComplete="off" maxLength={6} />
      <ExhibitCategoryField form={form} name="exhibitCategory" id="fp-ex-category" label={t('apply.category')} />
      <FormAlert message={form.alert} />
      <StepDoneElsewhere standing={form.alert ? standing : null} />
      <SubmitButton pending={form.pending} label={t('apply.submit')} pendingLabel={t('apply.submitting')} />
    </Form>
  );
}
