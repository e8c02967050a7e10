// Login by account and password (the config's `password` mode, or the visitor's choice), with the way
// to the forgotten-password screen.
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useUseCase } from '../../ui/use-use-case';
import { NO_CONSENT } from './login-consents';
import { LoginFormFrame } from './login-form-frame';
import { validateBy } from './login-validation.loader';
import { RegistrationField } from './registration-field';
import { useLoginForm } from './use-login-form';

export function PasswordLoginForm() {
  const { t } = useTranslation('registration');
  const loginByPassword = useUseCase((u) => u.loginByPassword);
  const form = useLoginForm({
    initial: { account: '', password: '', ...NO_CONSENT },
    validate: validateBy('PasswordLoginInput'),
    login: (values) => loginByPassword.execute({ username: values.account.trim(), password: values.password }),
  });

  return (
    <LoginFormFrame
      form={form}
      label={t('title.login')}
      submitLabel={t('login.submit')}
      after={
        <Link href="/forgotPassword" className="fp-text-link">
          {t('login.forgotPassword')}
        </Link>
      }
    >
      <RegistrationField form={form} formName="login" name="account" autoComplete="username" />
      <RegistrationField form={form} formName="login" name="password" type="password" autoComplete="current-password" />
    </LoginFormFrame>
  );
}
