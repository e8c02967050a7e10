// Login by a verification code: a mainland mobile number by SMS (cnLoginMode appsms) or an e-mail
// address (enLoginMode appemail), the code, and the two consent ticks.
import { useTranslation } from 'react-i18next';
import { CodeField } from '../../ui/form/code-field';
import { useCodeRequest } from '../../ui/form/use-code-request';
import { useUseCase } from '../../ui/use-use-case';
import { NO_CONSENT } from './login-consents';
import { LoginFormFrame } from './login-form-frame';
import { validateBy } from './login-validation.loader';
import { RegistrationField } from './registration-field';
import { useCodeTexts } from './use-code-texts';
import { useLoginForm } from './use-login-form';

export type CodeChannel = 'sms' | 'email';

const CHANNELS = {
  sms: { target: 'phone', input: 'SmsLoginInput', inputMode: 'tel', autoComplete: 'tel' },
  email: { target: 'email', input: 'EmailLoginInput', inputMode: 'email', autoComplete: 'email' },
} as const;

export function CodeLoginForm({ channel }: { readonly channel: CodeChannel }) {
  const { t } = useTranslation('registration');
  const loginBySms = useUseCase((u) => u.loginBySms);
  const loginByEmail = useUseCase((u) => u.loginByEmail);
  const sendVerificationCode = useUseCase((u) => u.sendVerificationCode);
  const codeTexts = useCodeTexts();
  const spec = CHANNELS[channel];
  const target = spec.target;

  const form = useLoginForm({
    initial: { [target]: '', code: '', ...NO_CONSENT } as Record<string, string | boolean>,
    validate: validateBy(spec.input),
    login: (values) => {
      const code = String(values.code).trim();
      return channel === 'sms'
        ? loginBySms.execute({ phone: String(values.phone).trim(), code })
        : loginByEmail.execute({ email: String(values.email).trim(), code });
    },
  });
  const code = useCodeRequest(form, [target], (values) =>
    sendVerificationCode.execute({ channel, target: String(values[target]).trim(), scene: 'login' }),
  );

  return (
    <LoginFormFrame form={form} label={t('title.login')} submitLabel={t('login.submit')} status={code.sent ? t('code.sent') : undefined}>
      <RegistrationField form={form} formName="login" name={target} inputMode={spec.inputMode} autoComplete={spec.autoComplete} />
      <CodeField form={form} id="login-code" texts={codeTexts} onSend={code.request} />
    </LoginFormFrame>
  );
}
