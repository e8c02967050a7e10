// /infoWap: the personal-info form built from the server's form config. The domain validates; any
// failure (a field, a server 400, the network) is shown in the page (not in a toast, which a screen
// reader may miss and which the UI kit cannot yet mount under React 19) and the draft stays as typed.
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { validateFormValues, type FormField } from '@fairpass/domain';
import { getRegistration } from '@fairpass/sdk/registration';
import { Form } from '../../ui/form/form';
import { FormAlert } from '../../ui/form/form-alert';
import { SubmitButton } from '../../ui/form/submit-button';
import { useForm } from '../../ui/form/use-form';
import { Page } from '../../ui/page';
import { StepBar } from '../../ui/step-bar';
import { useFailureMessage } from '../../ui/use-failure-message';
import { useLanguage } from '../../ui/use-language';
import { useNextStepNavigation } from '../../ui/use-next-step-navigation';
import { useSession } from '../../ui/use-session';
import { useUseCase } from '../../ui/use-use-case';
import { businessCardFields, forgetBusinessCard } from './business-card-draft';
import { FormFieldControl } from '../../ui/server-form/form-field-control';
import { fieldViewsOf, initialDraft, knownValuesOf, submittedValues, type FormDraft } from '../../ui/server-form/form-draft';
import { useRegistrationForm, type Dictionaries } from './use-registration-form';
import { CORE_KEYS } from '../../ui/server-state/core.queries';
import { QueryView } from '../../ui/server-state/query-view';
import { withServerState } from '../../ui/server-state/with-server-state';
import '../../ui/screen-blocks.css';

export default withServerState(InfoFormScreen);

function InfoFormScreen() {
  const { t } = useTranslation('registration-flow');
  const form = useRegistrationForm();
  return (
    <QueryView query={form} heading={t('info.heading')} headingId="fp-info-heading">
      {({ fields, dictionaries }) => <InfoForm fields={fields} dictionaries={dictionaries} />}
    </QueryView>
  );
}

function InfoForm({ fields, dictionaries }: { readonly fields: readonly FormField[]; readonly dictionaries: Dictionaries }) {
  const { t } = useTranslation('registration-flow');
  const [language] = useLanguage();
  const user = useSession((s) => s.user);
  const exhibitionId = useSession((s) => s.entry.exhibitionId ?? '');
  const views = useMemo(() => fieldViewsOf(fields, language), [fields, language]);
  const submitInfo = useUseCase(getRegistration, (u) => u.submitPersonalInfo);
  const uploadCard = useUseCase(getRegistration, (u) => u.uploadBusinessCard);
  const goToNextStep = useNextStepNavigation();
  const queries = useQueryClient();
  const failureMessage = useFailureMessage();

  const form = useForm({
    initial: (): FormDraft => initialDraft(fields, { ...knownValuesOf({ ...user }), ...businessCardFields() }),
    validate: (draft) => validateFormValues(fields, submittedValues(fields, draft)),
    send: (draft) => submitInfo.execute({ values: submittedValues(fields, draft) }),
    invalidAlert: t('info.checkForm'),
    draft: { key: `info.${exhibitionId}.${user?.userId ?? ''}` },
    // "Too long" says the config's limit (a pasted or pre-filled text can exceed the input's maxlength).
    errorParams: (prop) => {
      const max = views.find((view) => view.prop === prop)?.maxLength;
      return max === undefined ? undefined : { context: 'limit', max: String(max) };
    },
    onSuccess: async () => {
      // The submit changes the user record: screens showing it read it anew.
      void queries.invalidateQueries({ queryKey: CORE_KEYS.user });
      const step = await goToNextStep();
      if (step.ok) forgetBusinessCard();
      return step;
    },
  });

  const uploadImage = async (file: File): Promise<string> => {
    const uploaded = await uploadCard.execute({ file });
    if (uploaded.ok) return uploaded.value.url;
    form.setAlert(failureMessage(uploaded.error));
    throw uploaded.error;
  };

  return (
    <Page labelledBy="fp-info-heading">
      <StepBar />
      <h1 id="fp-info-heading" className="fp-heading">{t('info.heading')}</h1>
      <p className="fp-note">{t('info.intro')}</p>
      <Form form={form}>
        {views.length === 0 && <p className="fp-note">{t('info.noFields')}</p>}
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
        <SubmitButton pending={form.pending} label={t('info.submit')} pendingLabel={t('info.submitting')} />
      </Form>
    </Page>
  );
}
