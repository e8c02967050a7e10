// The verification-code field of the code logins (SMS / e-mail, WhatsApp): six digits and the button
// that sends the code.
import { useTranslation } from 'react-i18next';
import { LoginField, type LoginFieldForm } from './login-field';
import { SendCodeButton } from './send-code-button';

export interface CodeFieldProps {
  readonly form: LoginFieldForm;
  readonly id: string;
  /** Sends the code; resolves whether it went out (the button then counts down). */
  readonly onSend: () => Promise<boolean>;
}

export function CodeField({ form, id, onSend }: CodeFieldProps) {
  const { t } = useTranslation('registration');
  return (
    <LoginField
      form={form}
      name="code"
      id={id}
      label={t('field.code')}
      action={<SendCodeButton onSend={onSend} />}
      placeholder={t('field.codePlaceholder')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
    />
  );
}
