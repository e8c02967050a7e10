// What the two password screens (/forgotPassword, /changePassword) share: the titled page, the form
// with its failure alert, status line and submit button, and the new password asked twice; "back" to the
// page the visitor came from, or to `back` when the page was opened straight from a link.
import type { ReactNode } from 'react';
import type { PlainRoutePath } from '@fairpass/domain';
import { useTranslation } from 'react-i18next';
import { Form } from '../../ui/form/form';
import { FormAlert } from '../../ui/form/form-alert';
import { FormStatus } from '../../ui/form/form-status';
import { SubmitButton } from '../../ui/form/submit-button';
import type { FormState, FormValues } from '../../ui/form/use-form';
import { BackButton } from '../../ui/back-button';
import { Page } from '../../ui/page';
import { RegistrationField } from './registration-field';
import '../../ui/screen-blocks.css';

export interface PasswordFormFrameProps {
  /** The form's name; the heading's and the fields' ids derive from it. */
  readonly name: string;
  /** Where the heading and the submit label are among the texts (`<texts>.heading`, `<texts>.submit`). */
  readonly texts: 'forgot' | 'change';
  readonly form: FormState<FormValues>;
  /** A confirmation shown above the button (e.g. "code sent", "password changed"). */
  readonly status?: string | null;
  /** Where "back" leads when nothing of the app is behind the page (the login, the personal centre). */
  readonly back: PlainRoutePath;
  /** The fields that come before the new password. */
  readonly children: ReactNode;
}

export function PasswordFormFrame({ name, texts, form, status, back, children }: PasswordFormFrameProps) {
  const { t } = useTranslation('registration');
  const headingId = `fp-${name}-heading`;
  return (
    <Page labelledBy={headingId}>
      <BackButton fallback={back} />
      <h1 id={headingId} className="fp-heading fp-form-heading">
        {t(`${texts}.heading`)}
      </h1>
      <Form form={form} className="fp-login-form" labelledBy={headingId}>
        {children}
        {/* The new password, then the same again. */}
        {(['newPassword', 'newPassword1'] as const).map((field) => (
          <RegistrationField key={field} form={form} formName={name} name={field} type="password" autoComplete="new-password" />
        ))}
        <FormStatus message={status} />
        <FormAlert message={form.alert} />
        <SubmitButton pending={form.pending} label={t(`${texts}.submit`)} />
      </Form>
    </Page>
  );
}
