// What every login form shares around its own fields: the "code sent" status line, the two consent
// ticks, the failure alert and the submit button.
import type { ReactNode } from 'react';
import { Form } from '../../ui/form/form';
import { FormAlert } from '../../ui/form/form-alert';
import { FormStatus } from '../../ui/form/form-status';
import { SubmitButton } from '../../ui/form/submit-button';
import type { FormState, FormValues } from '../../ui/form/use-form';
import { LoginConsents } from './login-consents';

export interface LoginFormFrameProps {
  readonly form: FormState<FormValues>;
  /** The form's accessible name: a heading's id, or a label. */
  readonly labelledBy?: string;
  readonly label?: string;
  readonly submitLabel: string;
  /** A short confirmation such as "code sent", announced politely. */
  readonly status?: string | undefined;
  readonly children: ReactNode;
  /** Shown under the submit button (e.g. the forgotten-password link). */
  readonly after?: ReactNode;
}

export function LoginFormFrame({ form, labelledBy, label, submitLabel, status, children, after }: LoginFormFrameProps) {
  return (
    <Form form={form} className="fp-login-form" labelledBy={labelledBy} label={label}>
      {children}
      <FormStatus message={status} />
      <LoginConsents form={form} />
      <FormAlert message={form.alert} />
      <SubmitButton pending={form.pending} label={submitLabel} />
      {after}
    </Form>
  );
}
