// /forgotPassword: a code to the account's phone or e-mail, then the new password twice (domain rules:
// strength and match). On success the visitor goes back to the login page, which says the password was
// reset and shows the password form.
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { codeChannelFor, hrefOf, PasswordResetInput, validateInput } from '@fairpass/domain';
import { CodeField } from '../../ui/form/code-field';
import { useCodeRequest } from '../../ui/form/use-code-request';
import { useForm } from '../../ui/form/use-form';
import { useUseCase } from '../../ui/use-use-case';
import { PasswordFormFrame } from './password-form-frame';
import { RegistrationField } from './registration-field';
import { useCodeTexts } from './use-code-texts';
import './login.css';

export default function ForgotPasswordScreen() {
  const { t } = useTranslation('registration');
  const resetPassword = useUseCase((u) => u.resetPassword);
  const sendVerificationCode = useUseCase((u) => u.sendVerificationCode);
  const [, navigate] = useLocation();
  const codeTexts = useCodeTexts();

  const form = useForm({
    initial: { account: '', code: '', newPassword: '', newPassword1: '' },
    validate: (values) => validateInput(PasswordResetInput, values),
    send: (values) =>
      resetPassword.execute({
        account: values.account.trim(),
        code: values.code.trim(),
        newPassword: values.newPassword,
        newPassword1: values.newPassword1,
      }),
    // The login page says so where it stays readable (not a 2-second toast) and offers the password form.
    onSuccess: () => navigate(hrefOf('/registration', undefined, { passwordReset: 'done' }), { replace: true }),
  });
  const code = useCodeRequest(form, ['account'], (values) => {
    const account = values.account.trim();
    return sendVerificationCode.execute({ channel: codeChannelFor(account), target: account, scene: 'reset' });
  });

  return (
    <PasswordFormFrame name="forgot-password" texts="forgot" back="/registration" form={form} status={code.sent ? t('code.sent') : null}>
      <RegistrationField form={form} formName="forgot-password" name="account" text="resetAccount" autoComplete="username" />
      <CodeField form={form} id="forgot-password-code" texts={codeTexts} onSend={code.request} />
    </PasswordFormFrame>
  );
}
