// /changePassword (logged in): the current password and the new one twice (domain rules: strength and
// match; the current one is checked by the server).
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordChangeInput, ok, validateInput } from '@fairpass/domain';
import { useUseCase } from '../../ui/use-use-case';
import { PasswordFormFrame } from './password-form-frame';
import { useValidatedSubmit } from './use-validated-submit';
import './login.css';

const FIELDS = ['oldPassword', 'newPassword', 'newPassword1'] as const;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export default function ChangePasswordScreen() {
  const { t } = useTranslation('registration');
  const updatePassword = useUseCase((u) => u.updatePassword);
  const [form] = Form.useForm();
  const [done, setDone] = useState(false);

  const { submit, pending, alert } = useValidatedSubmit({
    form,
    fields: FIELDS,
    validate: (values) => validateInput(PasswordChangeInput, values),
    send: (values) => {
      setDone(false);
      return updatePassword.execute({
        oldPassword: text(values.oldPassword),
        newPassword: text(values.newPassword),
        newPassword1: text(values.newPassword1),
      });
    },
    onSuccess: async () => {
      form.resetFields();
      setDone(true);
      return ok(null);
    },
  });

  return (
    <PasswordFormFrame
      name="change-password"
      heading={t('change.heading')}
      submitLabel={t('change.submit')}
      form={form}
      onFinish={submit}
      alert={alert}
      pending={pending}
      status={done ? t('change.done') : null}
    >
      <Form.Item name="oldPassword" label={t('field.oldPassword')}>
        <Input type="password" placeholder={t('field.oldPasswordPlaceholder')} autoComplete="current-password" />
      </Form.Item>
    </PasswordFormFrame>
  );
}
