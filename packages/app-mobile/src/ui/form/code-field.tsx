// The verification-code field of every form that sends one: six digits and the button that sends the
// code. The texts are the screen's own (each namespace words the button its way).
import { SendCodeButton } from './send-code-button';
import { TextField } from './text-field';
import type { FieldBinding } from './use-form';

export interface CodeFieldTexts {
  readonly label: string;
  readonly placeholder: string;
  readonly send: string;
  readonly waiting: (seconds: number) => string;
}

export interface CodeFieldProps {
  readonly form: FieldBinding;
  readonly id: string;
  readonly texts: CodeFieldTexts;
  /** Sends the code (useCodeRequest); resolves whether it went out. */
  readonly onSend: () => Promise<boolean>;
}

export function CodeField({ form, id, texts, onSend }: CodeFieldProps) {
  return (
    <TextField
      form={form}
      name="code"
      id={id}
      label={texts.label}
      placeholder={texts.placeholder}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      action={<SendCodeButton onSend={onSend} label={texts.send} waitingLabel={texts.waiting} countdownKey={id} />}
    />
  );
}
