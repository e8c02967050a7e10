// /exhibitorSelfService/formInfoWap (issue 30, design exhibitor.md §2.1): the exhibitor's company form,
// built by the server (`formConfigForExhibitorSelf`) and drawn by the shared server-built form
// (ui/server-form, as /infoWap is), pre-filled with what the application said of the company; its logo
// field uploads through the catalogue's logo upload (the logo rules). The
// domain judges every field as typed; sent once (Idempotency-Key); what is typed stays across a reload
// and a refusal. Once accepted the profile counts the form complete and the login goes on to its next
// onboarding step (exhibitorStepOf: the review screen while the application is reviewed).
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { validateFormValues, type FormField } from '@fairpass/domain';
import { exhibitorStepOf, type ExhibitorProfile } from '@fairpass/domain/exhibitor';
import type { CompanyFormSubmitted } from '@fairpass/domain/exhibitor-manual';
import { getExhibitor } from '@fairpass/sdk/exhibitor';
import { getExhibitorManual } from '@fairpass/sdk/exhibitor-manual';
import { BackButton } from '../../../ui/back-button';
import { Form } from '../../../ui/form/form';
import { FormAlert } from '../../../ui/form/form-alert';
import { SubmitButton } from '../../../ui/form/submit-button';
import { useForm } from '../../../ui/form/use-form';
import { Page } from '../../../ui/page';
import { fieldViewsOf, initialDraft, submittedValues, dictionaryCodesOf, type FormDraft } from '../../../ui/server-form/form-draft';
import { FormFieldControl } from '../../../ui/server-form/form-field-control';
import { combineReads } from '../../../ui/server-state/combine-reads';
import { useFormWithDictionaries, type Dictionaries } from '../../../ui/server-state/form-with-dictionaries';
import { QueryView } from '../../../ui/server-state/query-view';
import { fromResult } from '../../../ui/server-state/result-query';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { useFailureMessage } from '../../../ui/use-failure-message';
import { useLanguage } from '../../../ui/use-language';
import { useSession } from '../../../ui/use-session';
import { settleWriteKey, writeKeyFor } from '../../../ui/write-key';
import { companyFormQuery, EXHIBITOR_MANUAL_KEYS } from '../exhibitor-manual.queries';
import '../../../ui/screen-blocks.css';

export default withServerState(CompanyFormScreen);

const HEADING_ID = 'fp-exm-company-heading';

/** The exhibitor's profile under the exhibitor area's key (features/exhibitor reads the same). */
const profileQuery = (client: ReturnType<typeof useShell>['client']) =>
  queryOptions({
    queryKey: ['exhibitor', 'profile'] as const,
    queryFn: fromResult((options) => getExhibitor(client).fetchProfile.execute({}, options)),
  });

function CompanyFormScreen() {
  const { t } = useTranslation('exhibitor-manual');
  const { client } = useShell();
  const [language] = useLanguage();
  const exhibitionId = useSession((s) => s.entry.exhibitionId ?? '');
  const fields = useQuery(companyFormQuery(client, exhibitionId, language));
  const form = useFormWithDictionaries(client, fields, fields.data ? dictionaryCodesOf(fields.data) : [], language);
  const reads = combineReads(form, useQuery(profileQuery(client)));
  return (
    <QueryView query={reads} heading={t('company.heading')} headingId={HEADING_ID}>
      {([{ fields: formFields, dictionaries }, profile]) => <CompanyForm fields={formFields} dictionaries={dictionaries} profile={profile} />}
    </QueryView>
  );
}

function CompanyForm({ fields, dictionaries, profile }: { readonly fields: readonly FormField[]; readonly dictionaries: Dictionaries; readonly profile: ExhibitorProfile }) {
  const { t } = useTranslation('exhibitor-manual');
  const [language] = useLanguage();
  const { client } = useShell();
  const queries = useQueryClient();
  const [, navigate] = useLocation();
  const failureMessage = useFailureMessage();
  const views = useMemo(() => fieldViewsOf(fields, language), [fields, language]);
  const intent = `exhibitor-manual.companyForm.${profile.company?.deptId ?? ''}`;
  const known = { fullName: profile.company?.fullName, fullEnName: profile.company?.fullEnName, creditCode: profile.company?.creditCode };

  const form = useForm<FormDraft, CompanyFormSubmitted>({
    initial: () => initialDraft(fields, known),
    validate: (draft) => validateFormValues(fields, submittedValues(fields, draft)),
    send: (draft, signal) => {
      const values = submittedValues(fields, draft);
      return getExhibitorManual(client)
        .submitCompanyForm.execute({ fields, values }, { idempotencyKey: writeKeyFor(intent, values), signal })
        .then((sent) => settleWriteKey(intent, sent));
    },
    onSuccess: async () => {
      await queries.invalidateQueries({ queryKey: EXHIBITOR_MANUAL_KEYS.exhibitor });
      const next = await queries.fetchQuery(profileQuery(client)).catch(() => undefined);
      navigate(next ? exhibitorStepOf(next) : '/exhibitorSelfService/auditing');
    },
    invalidAlert: t('fix'),
    draft: { key: intent },
    errorParams: (prop) => {
      const max = views.find((view) => view.prop === prop)?.maxLength;
      return max === undefined ? undefined : { context: 'limit', max: String(max) };
    },
  });

  // The logo field: the company logo's own rules and upload (png/jpg/jpeg, 10 KB–1 MB), as the logo page's;
  // the upload's area is fetched when a picture is chosen, not with the form (pnpm bench:size).
  const uploadImage = async (file: File): Promise<string> => {
    const { getExhibitorCatalogue } = await import('@fairpass/sdk/exhibitor-catalogue');
    const uploaded = await getExhibitorCatalogue(client).uploadCatalogueFile.execute({ file, name: file.name, purpose: 'logo' });
    if (uploaded.ok) return uploaded.value.url;
    form.setAlert(failureMessage(uploaded.error));
    throw uploaded.error;
  };

  return (
    <Page labelledBy={HEADING_ID}>
      <BackButton fallback="/user-center" />
      <h1 id={HEADING_ID} className="fp-heading">{t('company.heading')}</h1>
      <p className="fp-note">{t('company.intro')}</p>
      <Form form={form} labelledBy={HEADING_ID}>
        {views.length === 0 && <p className="fp-note">{t('company.noFields')}</p>}
        {views.map((view) => (
          <FormFieldControl
            key={view.prop}
            field={view}
            value={form.values[view.prop] ?? ''}
            options={view.dictCode ? (dictionaries[view.dictCode] ?? []) : []}
            error={form.errors[view.prop]}
            onChange={(value) => form.set(view.prop, value)}
            uploadImage={uploadImage}
          />
        ))}
        <FormAlert message={form.alert} />
        <SubmitButton pending={form.pending} label={t('company.submit')} pendingLabel={t('submitting')} />
      </Form>
    </Page>
  );
}
