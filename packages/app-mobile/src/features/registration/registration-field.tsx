// A text field of the login and account screens: its label and placeholder are the `field.<text>` and
// `field.<text>Placeholder` texts (by default the field's name), its id `<form>-<name>`.
import { useTranslation } from 'react-i18next';
import { dynamicText } from '../../ui/dynamic-text';
import { TextField, type TextFieldProps } from '../../ui/form/text-field';

export interface RegistrationFieldProps extends Omit<TextFieldProps, 'id' | 'label' | 'placeholder'> {
  /** The form's name, the start of the field's id. */
  readonly formName: string;
  /** The texts' key under `field.` when it is not the field's name. */
  readonly text?: string;
}

export function RegistrationField({ formName, name, text = name, ...field }: RegistrationFieldProps) {
  const text$ = dynamicText(useTranslation('registration').t);
  return <TextField {...field} name={name} id={`${formName}-${name}`} label={text$(`field.${text}`)} placeholder={text$(`field.${text}Placeholder`)} />;
}
