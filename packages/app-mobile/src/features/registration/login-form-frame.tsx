// What every login form shares around its own fields: the submit wiring, the "code sent" status line,
// the two consent ticks, the failure alert and the submit button.
import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';
import { FormAlert } from './form-alert';
import { LoginConsents, type Consent } from './login-consents';

export interface LoginFormFrameState {
  readonly values: Readonly<Record<string, unknown>>;
  readonly errors: Readonly<Record<string, string>>;
  readonly alert: string | null;
  readonly pending: boolean;
  readonly submit: () => void;
  readonly set: (name: Consent, value: boolean) => void;
}

export interface LoginFormFrameProps {
  readonly form: LoginFormFrameState;
  /** The form's accessible name: a heading's id, or a label. */
  readonly labelledBy?: string;
  readonly label?: string;
  readonly submitLabel: string;
  /** A short confirmation such as "code sent", announced politely. */
  readonly status?: string;
  readonly children: ReactNode;
  /** Shown under the submit button (e.g. the forgotten-password link). */
  readonly after?: ReactNode;
}

export function LoginFormFrame({ form, labelledBy, label, submitLabel, status, children, after }: LoginFormFrameProps) {
  return (
    <form
      className="fp-login-form"
      aria-labelledby={labelledBy}
      aria-label={label}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        form.submit();
      }}
    >
      {children}
      <p className="fp-form-done" role="status" aria-live="polite">
        {status ?? ''}
      </p>
      <LoginConsents
        values={{ privacyAccepted: form.values.privacyAccepted === true, initiativeAccepted: form.values.initiativeAccepted === true }}
        errors={form.errors}
        onChange={form.set}
      />
      <FormAlert message={form.alert} />
      <Button block type="submit" color="primary" size="large" loading={form.pending} disabled={form.pending}>
        {submitLabel}
      </Button>
      {after}
    </form>
  );
}
