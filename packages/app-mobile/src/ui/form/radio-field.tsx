// One-of-several bound to a form by name (an invoice's kind, a refund's reason): a radiogroup the label
// names, the kit's radio buttons, and the field's message under it.
import { ChoiceGroup, type Choice } from './choice-group';
import { Field } from './field';
import type { FieldBinding } from './use-form';

export interface RadioFieldProps {
  readonly form: FieldBinding;
  readonly name: string;
  readonly id: string;
  readonly label: string;
  readonly options: readonly Choice[];
  readonly vertical?: boolean;
}

export function RadioField({ form, name, id, label, options, vertical }: RadioFieldProps) {
  const value = form.values[name];
  return (
    <Field id={id} name={name} label={label} error={form.errors[name]} group="radiogroup">
      <ChoiceGroup
        kind="single"
        options={options}
        chosen={typeof value === 'string' && value !== '' ? [value] : []}
        onChange={(next) => form.set(name, next[0] ?? '')}
        vertical={vertical}
      />
    </Field>
  );
}
