// One field of a form: its label, its control (or a group of options the label names) with an optional
// action beside it (e.g. "get code"), and its message under it. The control itself carries fieldAria.
import type { ReactNode } from 'react';
import { FieldMessage, fieldAria } from './field-message';
import './form.css';

export interface FieldProps {
  /** The control's id (for a group: the base of its ids); the label's and the message's derive from it. */
  readonly id: string;
  readonly label: ReactNode;
  readonly error?: string | undefined;
  /** The control is a set of options, named by the label as a group or a radiogroup. */
  readonly group?: 'group' | 'radiogroup';
  /** Beside the control, e.g. the "get code" button. */
  readonly action?: ReactNode;
  /** The field's name, for styles and tests (data-field). */
  readonly name?: string;
  readonly children: ReactNode;
}

export function Field({ id, label, error, group, action, name, children }: FieldProps) {
  const labelId = `${id}-label`;
  return (
    <div className={error ? 'fp-field fp-field--invalid' : 'fp-field'} data-field={name}>
      {group ? (
        <span id={labelId} className="fp-field__label">
          {label}
        </span>
      ) : (
        <label id={labelId} htmlFor={id} className="fp-field__label">
          {label}
        </label>
      )}
      {group ? (
        <div role={group} aria-labelledby={labelId} {...fieldAria(id, error)}>
          {children}
        </div>
      ) : (
        <div className="fp-field__row">
          {children}
          {action}
        </div>
      )}
      <FieldMessage controlId={id} message={error} />
    </div>
  );
}
