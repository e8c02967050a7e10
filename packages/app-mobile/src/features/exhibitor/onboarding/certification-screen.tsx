// /exhibitorSelfService/exhCertificationCode: the organiser's certification code ties this login to its
// company (design exhibitor.md decision 4). Typed in any case, with spaces; a code of the wrong shape is
// refused before sending, an unknown one by the server; then on to the next onboarding step. A login
// already tied to its company sees which, and the way on; the company's admin also sees the code itself,
// as text and QR, to hand to colleagues, and may renew it (company-code.tsx).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { certificationCodeErrors, exhibitorStepOf, type ExhibitorCompany, type ExhibitorProfile } from '@fairpass/domain/exhibitor';
import { getExhibitor } from '@fairpass/sdk/exhibitor';
import { BackButton } from '../../../ui/back-button';
import { Form } from '../../../ui/form/form';
import { FormAlert } from '../../../ui/form/form-alert';
import { SubmitButton } from '../../../ui/form/submit-button';
import { TextField } from '../../../ui/form/text-field';
import { useForm } from '../../../ui/form/use-form';
import { useErrorMessage } from '../../../ui/use-error-message';
import { Page } from '../../../ui/page';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { useSession } from '../../../ui/use-session';
import { settleWriteKey, writeKeyFor } from '../../../ui/write-key';
import { EXHIBITOR_KEYS, profileQuery } from '../exhibitor.queries';
import { CompanyCodePage } from './company-code';
import { StepDoneElsewhere, useStepDoneElsewhere } from './step-done-elsewhere';
import '../../../ui/screen-blocks.css';

export default withServerState(CertificationScreen);

const HEADING_ID = 'fp-ex-code-heading';

function CertificationScreen() {
  const { t } = useTranslation('exhibitor');
  const { client } = useShell();
  const profile = useQuery(profileQuery(client));
  return (
    <QueryView query={profile} heading={t('code.heading')} headingId={HEADING_ID}>
      {(value) => {
        const company = value.certified ? value.company : undefined;
        // the approved company's admin (the only login the server shows the code to) also sees the code
        if (company && value.admin && value.application.state === 'approved') {
          return <CompanyCodePage heading={t('code.heading')} headingId={HEADING_ID} bound={(code) => <Bound profile={value} company={company}>{code}</Bound>} />;
        }
        return (
          <Page labelledBy={HEADING_ID}>
            <BackButton fallback="/user-center" />
            <h1 id={HEADING_ID} className="fp-heading">{t('code.heading')}</h1>
            {company ? <Bound profile={value} company={company} /> : <CodeForm />}
          </Page>
        );
      }}
    </QueryView>
  );
}

function Bound({ profile, company, children }: { readonly profile: ExhibitorProfile; readonly company: ExhibitorCompany; readonly children?: ReactNode }) {
  const { t, i18n } = useTranslation('exhibitor');
  const name = (i18n.language === 'en' && company.fullEnName) || company.fullName || company.fullEnName || '';
  return (
    <>
      <p className="fp-note" data-testid="exhibitor-company">{t('code.bound', { company: name })}</p>
      {children}
      <Link className="fp-link" href={exhibitorStepOf(profile)}>
        {t('apply.continue')}
      </Link>
    </>
  );
}

function CodeForm() {
  const { t } = useTranslation('exhibitor');
  const { client } = useShell();
  const queries = useQueryClient();
  const [, navigate] = useLocation();
  const userId = useSession((s) => s.user?.userId ?? '');
  const { standing, noticed } = useStepDoneElsewhere();
  const intent = `exhibitor.certify.${userId}`;
  const form = useForm<{ code: string }, ExhibitorCompany>({
    initial: { code: '' },
    validate: certificationCodeErrors,
    send: (values, signal) => {
      const request = { code: values.code };
      return getExhibitor(client).certify.execute(request, { idempotencyKey: writeKeyFor(intent, request), signal }).then((sent) => noticed(settleWriteKey(intent, sent)));
    },
    onSuccess: async () => {
      await queries.invalidateQueries({ queryKey: EXHIBITOR_KEYS.all });
      const profile = await queries.fetchQuery(profileQuery(client));
      navigate(exhibitorStepOf(profile));
    },
    invalidAlert: t('form.fix'),
  });
  // The shared code message speaks of the 6-digit SMS code; this code has 8 letters or digits.
  const shapeMessage = useErrorMessage()('VALIDATION.VERIFICATION_CODE_INVALID');
  const field = form.errors['code'] === shapeMessage ? { values: form.values, errors: { ...form.errors, code: t('code.invalid') }, set: form.set } : form;
  return (
    <Form form={form} labelledBy={HEADING_ID}>
      <p className="fp-note" id="fp-ex-code-hint">{t('code.intro')}</p>
      <TextField
        form={field}
        name="code"
        id="fp-ex-code"
        label={t('code.label')}
        mandatory
        autoComplete="one-time-code"
        autoCapitalize="characters"
        maxLength={12}
        aria-describedby="fp-ex-code-hint"
      />
      <FormAlert message={form.alert} />
      <StepDoneElsewhere standing={form.alert ? standing : null} />
      <SubmitButton pending={form.pending} label={t('code.submit')} pendingLabel={t('code.submitting')} />
    </Form>
  );
}
