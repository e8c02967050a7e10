// What the two password screens (/forgotPassword, /changePassword) share: the titled page, the form
// with its failure alert, status line and submit button, and the new password asked twice.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from '../../ui/form/form';
import { FormAlert } from '../../ui/form/form-alert';
import { FormStatus } from '../../ui/form/form-status';
import { SubmitButton } from '../../ui/form/submit-button';
import { TextField } from '../../ui/form/text-field';
import type { FormState, FormValues } from '../../ui/form/use-form';
import { Page } from '../../ui/page';

export interface PasswordFormFrameProps {
  /** The form's name; the heading's and the fields' ids derive from it. */
  readonly name: string;
  readonly heading: string;
  readonly submitLabel: string;
  readonly form: FormState<FormValues>;
  /** A confirmation shown above the button (e.g. "code sent", "password changed"). */
  readonly status?: string | null;
  /** The fields that come before the new password. */
  readonly children: ReactNode;
}

export function PasswordFormFrame({ name, heading, submitLabel, form, status, children }: PasswordFormFrameProps) {
  const { t } = useTranslation('registration');
  const headingId = `fp-${name}-heading`;
  return (
    <Page labelledBy={headingId}>
      <h1 id={headingId} className="fp-heading fp-form-heading">
        {heading}
      </h1>
      <Form form={form} className="fp-login-form" labelledBy={headingId}>
        {children}
        <TextField
          form={form}
          name="newPassword"
          id={`${name}-newPassword`}
          type="password"
          label={t('field.newPassword')}
          placeholder={t('field.newPasswordPlaceholder')}
          autoComplete="new-password"
        />
        <TextField
          form={form}
          name="newPassword1"
          id={`${name}-newPassword1`}
          type="password"
          label={t('field.newPassword1')}
          placeholder={t('field.newPassword1Placeholder')}
          autoComplete="new-password"
        />
        <FormStatus message={status} />
        <FormAlert message={form.alert} />
        <SubmitButton pending={form.pending} label={submitLabel} />
      </Form>
    </Page>
  );
}
