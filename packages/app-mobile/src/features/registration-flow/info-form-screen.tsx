// /infoWap: the personal-info form built from the server's form config. The domain validates; any
// failure (a field, a server 400, the network) is shown in the page (not in a toast, which a screen
// reader may miss and which the UI kit cannot yet mount under React 19) and the draft stays as typed.
import Button from 'antd-mobile/es/components/button';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validateFormValues, type FormField } from '@fairpass/domain';
import { getRegistration } from '@fairpass/sdk/registration';
import { Page } from '../../ui/page';
import { StepBar } from '../../ui/step-bar';
import { useDebouncedSubmit } from '../../ui/use-debounced-submit';
import { useErrorMessage } from '../../ui/use-error-message';
import { useFailureMessage } from '../../ui/use-failure-message';
import { useLanguage } from '../../ui/use-language';
import { useNextStepNavigation } from '../../ui/use-next-step-navigation';
import { useSession } from '../../ui/use-session';
import { useUseCase } from '../../ui/use-use-case';
import { businessCardFields, forgetBusinessCard } from './business-card-draft';
import { FormFieldControl } from './form-field-control';
import { fieldViewsOf, initialDraft, knownValuesOf, submittedValues, type DraftValue, type FormDraft } from './form-draft';
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
  const views = useMemo(() => fieldViewsOf(fields, language), [fields, language]);
  const [draft, setDraft] = useState<FormDraft>(() => initialDraft(fields, { ...knownValuesOf({ ...user }), ...businessCardFields() }));
  const [fieldErrors, setFieldErrors] = useState<Readonly<Record<string, string>>>({});
  const [formError, setFormError] = useState('');
  const submitInfo = useUseCase(getRegistration, (u) => u.submitPersonalInfo);
  const uploadCard = useUseCase(getRegistration, (u) => u.uploadBusinessCard);
  const goToNextStep = useNextStepNavigation();
  const queries = useQueryClient();
  const errorMessage = useErrorMessage();
  const failureMessage = useFailureMessage();

  const change = (prop: string, value: DraftValue) => {
    setDraft((current) => ({ ...current, [prop]: value }));
    setFieldErrors(({ [prop]: _fixed, ...rest }) => rest);
  };

  const uploadImage = async (file: File): Promise<string> => {
    const uploaded = await uploadCard.execute({ file });
    if (uploaded.ok) return uploaded.value.url;
    setFormError(failureMessage(uploaded.error));
    throw uploaded.error;
  };

  const { submit, pending } = useDebouncedSubmit(async () => {
    setFormError('');
    const values = submittedValues(fields, draft);
    const invalid = validateFormValues(fields, values);
    const messages: Record<string, string> = {};
    for (const [prop, codes] of Object.entries(invalid)) if (codes?.[0]) messages[prop] = errorMessage(codes[0]);
    setFieldErrors(messages);
    if (Object.keys(messages).length > 0) {
      setFormError(t('info.checkForm'));
      return;
    }
    const saved = await submitInfo.execute({ values });
    // The submit changes the user record: screens showing it read it anew.
    if (saved.ok) void queries.invalidateQueries({ queryKey: CORE_KEYS.user });
    const step = saved.ok ? await goToNextStep() : saved;
    if (!step.ok) {
      setFormError(failureMessage(step.error));
      return;
    }
    forgetBusinessCard();
  });

  return (
    <Page labelledBy="fp-info-heading">
      <StepBar />
      <h1 id="fp-info-heading" className="fp-heading">{t('info.heading')}</h1>
      <p className="fp-note">{t('info.intro')}</p>
      <form
        className="fp-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {views.length === 0 && <p className="fp-note">{t('info.noFields')}</p>}
        {views.map((view) => (
          <FormFieldControl
            key={view.prop}
            field={view}
            value={draft[view.prop] ?? ''}
            options={view.dictCode ? (dictionaries[view.dictCode] ?? []) : []}
            error={fieldErrors[view.prop]}
            onChange={(value) => change(view.prop, value)}
            uploadImage={uploadImage}
          />
        ))}
        {formError && (
          <p className="fp-form__error" role="alert" data-testid="form-error">
            {formError}
          </p>
        )}
        <Button block type="submit" color="primary" className="fp-action" size="large" loading={pending} disabled={pending}>
          {pending ? t('info.submitting') : t('info.submit')}
        </Button>
      </form>
    </Page>
  );
}
