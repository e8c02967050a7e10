// One labelled field of the login forms: a real <label>, the control (and an optional action such as
// "get code"), and its translated error right under it.
import type { ReactNode } from 'react';

export interface LoginFieldProps {
  readonly id: string;
  readonly label: string;
  readonly error?: string;
  readonly action?: ReactNode;
  readonly children: ReactNode;
}

export function LoginField({ id, label, error, action, children }: LoginFieldProps) {
  return (
    <div className="fp-login-field">
      <label htmlFor={id} className="fp-login-field__label">
        {label}
      </label>
      <div className="fp-login-field__row">
        <div className="fp-login-field__control">{children}</div>
        {action}
      </div>
      {error && (
        <p className="fp-login-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
