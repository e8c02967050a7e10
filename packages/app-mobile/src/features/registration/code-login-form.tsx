// Login by a verification code: a mainland mobile number by SMS (cnLoginMode appsms) or an e-mail
// address (enLoginMode appemail), the code, and the two consent ticks.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFailureMessage } from '../../ui/use-failure-message';
import { useUseCase } from '../../ui/use-use-case';
import { NO_CONSENT } from './login-consents';
import { LoginFormFrame } from './login-form-frame';
import { LoginField } from './login-field';
import { loadLoginValidation } from './login-validation.loader';
import { CodeField } from './code-field';
import { useLoginForm } from './use-login-form';

export type CodeChannel = 'sms' | 'email';

const CHANNELS = {
  sms: { target: 'phone', input: 'SmsLoginInput', inputMode: 'tel', autoComplete: 'tel' },
  email: { target: 'email', input: 'EmailLoginInput', inputMode: 'email', autoComplete: 'email' },
} as const;

export function CodeLoginForm({ channel }: { readonly channel: CodeChannel }) {
  const { t } = useTranslation('registration');
  const failureMessage = useFailureMessage();
  const loginBySms = useUseCase((u) => u.loginBySms);
  const loginByEmail = useUseCase((u) => u.loginByEmail);
  const sendVerificationCode = useUseCase((u) => u.sendVerificationCode);
  const [codeSent, setCodeSent] = useState(false);
  const spec = CHANNELS[channel];
  const target = spec.target;

  const form = useLoginForm({
    initial: { [target]: '', code: '', ...NO_CONSENT } as Record<string, string | boolean>,
    validate: async (values) => {
      const validation = await loadLoginValidation();
      return validation.validateInput<object>(validation[spec.input], values);
    },
    login: (values) => {
      const code = String(values.code).trim();
      return channel === 'sms'
        ? loginBySms.execute({ phone: String(values.phone).trim(), code })
        : loginByEmail.execute({ email: String(values.email).trim(), code });
    },
  });

  const sendCode = async (): Promise<boolean> => {
    form.setAlert(null);
    setCodeSent(false);
    const validation = await loadLoginValidation();
    if (form.showErrors(validation.validateInput<object>(validation[spec.input], form.values), [target])) return false;
    const sent = await sendVerificationCode.execute({ channel, target: String(form.values[target]).trim(), scene: 'login' });
    if (!sent.ok) {
      form.setAlert(failureMessage(sent.error));
      return false;
    }
    setCodeSent(true);
    return true;
  };

  return (
    <LoginFormFrame form={form} label={t('title.login')} submitLabel={t('login.submit')} status={codeSent ? t('code.sent') : undefined}>
      <LoginField
        form={form}
        name={target}
        id={`login-${target}`}
        label={t(`field.${target}`)}
        placeholder={t(`field.${target}Placeholder`)}
        inputMode={spec.inputMode}
        autoComplete={spec.autoComplete}
        clearable
      />
      <CodeField form={form} id="login-code" onSend={sendCode} />
    </LoginFormFrame>
  );
}
