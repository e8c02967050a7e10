// One text field of the login forms, bound to the form by name: a real <label>, the input (and an
// optional action such as "get code"), and its translated error right under it.
import Input, { type InputProps } from 'antd-mobile/es/components/input';
import type { ReactNode } from 'react';

/** What a field needs of useLoginForm's result. */
export interface LoginFieldForm {
  readonly values: Readonly<Record<string, string | boolean>>;
  readonly errors: Readonly<Record<string, string | undefined>>;
  set(name: string, value: string): void;
}

export interface LoginFieldProps extends Omit<InputProps, 'id' | 'value' | 'onChange'> {
  readonly form: LoginFieldForm;
  readonly name: string;
  readonly id: string;
  readonly label: string;
  readonly action?: ReactNode;
}

export function LoginField({ form, name, id, label, action, ...input }: LoginFieldProps) {
  const error = form.errors[name];
  return (
    <div className="fp-login-field">
      <label htmlFor={id} className="fp-login-field__label">
        {label}
      </label>
      <div className="fp-login-field__row">
        <div className="fp-login-field__control">
          <Input {...input} id={id} value={String(form.values[name] ?? '')} onChange={(value) => form.set(name, value)} />
        </div>
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
