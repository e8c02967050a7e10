// One tick box bound to a form by name (e.g. a consent), with its message under it. A native checkbox:
// antd-mobile's hides its <input> (display: none), out of reach of the keyboard and of focus.
import { FieldMessage, fieldAria } from './field-message';
import type { FieldBinding } from './use-form';
import './form.css';

export interface CheckboxFieldProps {
  readonly form: FieldBinding;
  readonly name: string;
  readonly id: string;
  readonly label: string;
}

export function CheckboxField({ form, name, id, label }: CheckboxFieldProps) {
  const error = form.errors[name];
  return (
    <div className={error ? 'fp-check fp-field--invalid' : 'fp-check'} data-field={name}>
      <label className="fp-check__label">
        <input
          {...fieldAria(id, error)}
          type="checkbox"
          id={id}
          name={name}
          className="fp-check__box"
          checked={form.values[name] === true}
          onChange={(event) => form.set(name, event.target.checked)}
        />
        <span>{label}</span>
      </label>
      <FieldMessage controlId={id} message={error} />
    </div>
  );
}
