// Typing the badge code or the visitor's mobile: always offered, and the way when there is no camera.
import { useTranslation } from 'react-i18next';
import { isBlank } from '@fairpass/domain';
import { Form } from '../../../ui/form/form';
import { FormAlert } from '../../../ui/form/form-alert';
import { SubmitButton } from '../../../ui/form/submit-button';
import { TextField } from '../../../ui/form/text-field';
import { useForm } from '../../../ui/form/use-form';
import type { CaptureOutcome } from './use-capture';

/** The code field's id (the scan screen sends the focus there when the camera cannot be used). */
export const TYPED_CODE_ID = 'fp-ld-code';

export function TypedCode({ onCode }: { readonly onCode: (code: string) => Promise<CaptureOutcome> }) {
  const { t } = useTranslation('leads');
  const form = useForm({
    initial: { code: '' },
    validate: ({ code }) => (isBlank(code) ? { code: ['VALIDATION.REQUIRED'] } : {}),
    send: async ({ code }) => {
      const outcome = await onCode(code);
      return outcome.ok ? { ok: true, value: undefined } : outcome;
    },
  });
  return (
    <section className="fp-ld-section" aria-labelledby="fp-ld-typed-heading">
      <h2 id="fp-ld-typed-heading" className="fp-subheading">
        {t('scan.typeHeading')}
      </h2>
      <p className="fp-note">{t('scan.typeHint')}</p>
      <Form form={form} labelledBy="fp-ld-typed-heading">
        <TextField form={form} name="code" id={TYPED_CODE_ID} label={t('scan.typeLabel')} mandatory autoComplete="off" enterKeyHint="go" maxLength={64} />
        <FormAlert message={form.alert} />
        <SubmitButton pending={form.pending} label={t('scan.typeGo')} />
      </Form>
    </section>
  );
}
