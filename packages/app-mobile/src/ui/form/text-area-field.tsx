// A several-line text field bound to a form by name: label, text area, message.
import { Field } from './field';
import { fieldAria } from './field-message';
import { TextArea, type TextAreaProps } from './text-input';
import type { FieldBinding } from './use-form';

export interface TextAreaFieldProps extends Omit<TextAreaProps, 'id' | 'name' | 'value' | 'onChange' | 'form'> {
  readonly form: FieldBinding;
  readonly name: string;
  readonly id: string;
  readonly label: string;
}

export function TextAreaField({ form, name, id, label, ...area }: TextAreaFieldProps) {
  const error = form.errors[name];
  const value = form.values[name];
  return (
    <Field id={id} name={name} label={label} error={error}>
      <TextArea {...area} {...fieldAria(id, error)} id={id} name={name} value={typeof value === 'string' ? value : ''} onChange={(next) => form.set(name, next)} />
    </Field>
  );
}
