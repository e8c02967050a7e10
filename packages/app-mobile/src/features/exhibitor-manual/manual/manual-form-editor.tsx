// One form of a manual section, drawn by the shared server-built form (ui/server-form): what was saved
// comes back into the fields; "Save draft" keeps it unjudged, "Submit" is judged by the form's rules and
// sent once (Idempotency-Key). Closed after the deadline.
import { Button } from '../../../ui/button';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validateFormValues } from '@fairpass/domain';
import type { ManualForm, ManualSection } from '@fairpass/domain/exhibitor-manual';
import { getExhibitorManual } from '@fairpass/sdk/exhibitor-manual';
import { Form } from '../../../ui/form/form';
import { FormAlert } from '../../../ui/form/form-alert';
import { FormStatus } from '../../../ui/form/form-status';
import { SubmitButton } from '../../../ui/form/submit-button';
import { useForm } from '../../../ui/form/use-form';
import { fieldViewsOf, initialDraft, submittedValues, type FormDraft } from '../../../ui/server-form/form-draft';
import { FormFieldControl } from '../../../ui/server-form/form-field-control';
import { useShell } from '../../../ui/shell-context';
import { useFailureMessage } from '../../../ui/use-failure-message';
import { useLanguage } from '../../../ui/use-language';
import { settleWriteKey, writeKeyFor } from '../../../ui/write-key';
import { EXHIBITOR_MANUAL_KEYS } from '../exhibitor-manual.queries';

export function ManualFormEditor({ form: manualForm, section, closed }: { readonly form: ManualForm; readonly section: ManualSection; readonly closed: boolean }) {
  const { t } = useTranslation('exhibitor-manual');
  const [language] = useLanguage();
  const { client } = useShell();
  const queries = useQueryClient();
  const failureMessage = useFailureMessage();
  const [status, setStatus] = useState<string | null>(null);
  const [drafting, setDrafting] = useState(false);
  const fields = manualForm.fields;
  const views = useMemo(() => fieldViewsOf(fields, language), [fields, language]);
  const headingId = `fp-exm-form-${manualForm.id}`;
  const title = language === 'en' ? manualForm.titleEn || manualForm.title : manualForm.title;
  const intent = `exhibitor-manual.${section.materialTypeV2}.${manualForm.id}`;
  const save = (draft: FormDraft, asDraft: boolean, signal?: AbortSignal) => {
    const request = { materialTypeV2: section.materialTypeV2, part: manualForm.id, values: submittedValues(fields, draft), draft: asDraft };
    const key = asDraft ? `${intent}.draft` : intent;
    return getExhibitorManual(client)
      .saveManual.execute(request, { idempotencyKey: writeKeyFor(key, request), ...(signal ? { signal } : {}) })
      .then((sent) => settleWriteKey(key, sent));
  };
  const refresh = () => Promise.all([queries.invalidateQueries({ queryKey: EXHIBITOR_MANUAL_KEYS.all }), queries.invalidateQueries({ queryKey: EXHIBITOR_MANUAL_KEYS.exhibitor })]);

  const form = useForm<FormDraft, ManualSection>({
    initial: () => ({ ...initialDraft(fields, {}), ...manualForm.values }),
    validate: (draft) => validateFormValues(fields, submittedValues(fields, draft)),
    send: (draft, signal) => {
      setStatus(null);
      return save(draft, false, signal);
    },
    onSuccess: async () => {
      setStatus(t('forms.submitted', { title }));
      await refresh();
    },
    invalidAlert: t('fix'),
    draft: { key: intent },
  });

  const saveDraft = async () => {
    if (drafting) return;
    setDrafting(true);
    setStatus(null);
    form.setAlert(null);
    const sent = await save(form.values, true);
    setDrafting(false);
    if (sent.ok) {
      setStatus(t('forms.draftSaved', { title }));
      await refresh();
    } else form.setAlert(failureMessage(sent.error));
  };

  const noUpload = (): Promise<string> => Promise.reject(new Error('no image fields in manual forms'));
  return (
    <section className="fp-exm-part" aria-labelledby={headingId}>
      <h2 id={headingId} className="fp-exm-part__heading">{title}</h2>
      <p className="fp-note">
        <span className="fp-exm-part__state">{t(`state.${manualForm.state}`)}</span>
      </p>
      {closed ? (
        <p className="fp-form__error" role="alert">{t('closedNote')}</p>
      ) : (
        <Form form={form} labelledBy={headingId}>
          {views.map((view) => (
            <FormFieldControl
              key={view.prop}
              field={{ ...view, prop: view.prop }}
              value={form.values[view.prop] ?? ''}
              options={[]}
              error={form.errors[view.prop]}
              onChange={(value) => form.set(view.prop, value)}
              uploadImage={noUpload}
            />
          ))}
          <FormAlert message={form.alert} />
          <FormStatus message={status} />
          <Button block type="button" fill="outline" className="fp-exm-draft" loading={drafting} disabled={drafting || form.pending} onClick={() => void saveDraft()}>
            {t('saveDraft')}
          </Button>
          <SubmitButton pending={form.pending} label={t('forms.submit')} pendingLabel={t('submitting')} />
        </Form>
      )}
    </section>
  );
}
