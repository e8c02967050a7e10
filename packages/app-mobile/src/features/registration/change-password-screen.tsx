// /changePassword (logged in): the current password and the new one twice (domain rules: strength and
// match; the current one is checked by the server).
import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordChangeInput, ok, validateInput } from '@fairpass/domain';
import { Page } from '../../ui/page';
import { FormAlert } from './form-alert';
import { useUseCase } from '../../ui/use-use-case';
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
    <Page labelledBy="fp-change-heading">
      <h1 id="fp-change-heading" className="fp-heading fp-form-heading">
        {t('change.heading')}
      </h1>
      <Form
        form={form}
        name="change-password"
        layout="vertical"
        onFinish={submit}
        footer={
          <>
            <FormAlert message={alert} />
            {done && (
              <p className="fp-form-done" role="status">
                {t('change.done')}
              </p>
            )}
            <Button block type="submit" color="primary" size="large" loading={pending} disabled={pending}>
              {t('change.submit')}
            </Button>
          </>
        }
      >
        <Form.Item name="oldPassword" label={t('field.oldPassword')}>
          <Input type="password" placeholder={t('field.oldPasswordPlaceholder')} autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="newPassword" label={t('field.newPassword')}>
          <Input type="password" placeholder={t('field.newPasswordPlaceholder')} autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="newPassword1" label={t('field.newPassword1')}>
          <Input type="password" placeholder={t('field.newPassword1Placeholder')} autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Page>
  );
}
