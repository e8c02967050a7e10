// A text field bound to a form by name: label, text box (and an optional action), message.
import type { ReactNode } from 'react';
import { Field } from './field';
import { fieldAria } from './field-message';
import { RequiredMark } from './required-mark';
import { TextInput, type TextInputProps } from './text-input';
import type { FieldBinding } from './use-form';

export interface TextFieldProps extends Omit<TextInputProps, 'id' | 'name' | 'value' | 'onChange' | 'form'> {
  readonly form: FieldBinding;
  readonly name: string;
  readonly id: string;
  /** The field's name; a node where part of it is in another language (`<span lang="en">`). */
  readonly label: ReactNode;
  readonly action?: ReactNode;
  /** Marked with the star and aria-required (not the native `required`, whose bubbles the page's own messages replace). */
  readonly mandatory?: boolean;
}

export function TextField({ form, name, id, label, action, mandatory = false, ...input }: TextFieldProps) {
  const error = form.errors[name];
  const value = form.values[name];
  return (
    <Field
      id={id}
      name={name}
      label={
        <>
          {label}
          {mandatory && <RequiredMark />}
        </>
      }
      error={error}
      action={action}
    >
      <TextInput
        {...input}
        {...fieldAria(id, error)}
        aria-required={mandatory || undefined}
        id={id}
        name={name}
        value={typeof value === 'string' ? value : ''}
        onChange={(next) => form.set(name, next)}
      />
    </Field>
  );
}
