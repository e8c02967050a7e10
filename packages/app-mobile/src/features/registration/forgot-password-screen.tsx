// /forgotPassword: a code to the account's phone or e-mail, then the new password twice (domain rules:
// strength and match). On success the visitor goes back to the login page.
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { codeChannelFor, hrefOf, PasswordResetInput, validateInput } from '@fairpass/domain';
import { showToast } from '../../ui/show-toast';
import { useErrorMessage } from '../../ui/use-error-message';
import { useFailureMessage } from '../../ui/use-failure-message';
import { showFieldErrors } from './form-errors';
import { PasswordFormFrame } from './password-form-frame';
import { SendCodeButton } from './send-code-button';
import { useUseCase } from '../../ui/use-use-case';
import { useValidatedSubmit, type FormValues } from './use-validated-submit';
import './login.css';

const FIELDS = ['account', 'code', 'newPassword', 'newPassword1'] as const;
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export default function ForgotPasswordScreen() {
  const { t } = useTranslation('registration');
  const errorMessage = useErrorMessage();
  const failureMessage = useFailureMessage();
  const resetPassword = useUseCase((u) => u.resetPassword);
  const sendVerificationCode = useUseCase((u) => u.sendVerificationCode);
  const [, navigate] = useLocation();
  const [form] = Form.useForm();
  const validate = (values: FormValues) => validateInput(PasswordResetInput, values);

  const { submit, pending, alert, setAlert } = useValidatedSubmit({
    form,
    fields: FIELDS,
    validate,
    send: (values) =>
      resetPassword.execute({
        account: text(values.account),
        code: text(values.code),
        newPassword: String(values.newPassword ?? ''),
        newPassword1: String(values.newPassword1 ?? ''),
      }),
    onSuccess: () => {
      void showToast(t('forgot.done'));
      navigate(hrefOf('/registration'), { replace: true });
    },
  });

  const sendCode = async (): Promise<boolean> => {
    setAlert(null);
    const values = form.getFieldsValue() as FormValues;
    if (showFieldErrors(form, ['account'], validate(values), errorMessage)) return false;
    const account = text(values.account);
    const sent = await sendVerificationCode.execute({ channel: codeChannelFor(account), target: account, scene: 'reset' });
    if (!sent.ok) {
      setAlert(failureMessage(sent.error));
      return false;
    }
    void showToast(t('code.sent'));
    return true;
  };

  return (
    <PasswordFormFrame
      name="forgot-password"
      heading={t('forgot.heading')}
      submitLabel={t('forgot.submit')}
      form={form}
      onFinish={submit}
      alert={alert}
      pending={pending}
    >
      <Form.Item name="account" label={t('field.resetAccount')}>
        <Input placeholder={t('field.resetAccountPlaceholder')} autoComplete="username" clearable />
      </Form.Item>
      <Form.Item name="code" label={t('field.code')} extra={<SendCodeButton onSend={sendCode} />}>
        <Input placeholder={t('field.codePlaceholder')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
      </Form.Item>
    </PasswordFormFrame>
  );
}
