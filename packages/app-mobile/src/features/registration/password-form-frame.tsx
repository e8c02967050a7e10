// What the two password screens (/forgotPassword, /changePassword) share: the titled page, the form
// with its failure alert, optional status line and submit button, and the new password asked twice.
import Button from 'antd-mobile/es/components/button';
import Form, { type FormProps } from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../ui/page';
import { FormAlert } from './form-alert';
import type { FormValues } from './use-validated-submit';

export interface PasswordFormFrameProps {
  /** The form's name; the heading's id derives from it. */
  readonly name: string;
  readonly heading: string;
  readonly submitLabel: string;
  readonly form: FormProps['form'];
  readonly onFinish: (values: FormValues) => void;
  readonly alert: string | null;
  readonly pending: boolean;
  /** A confirmation shown above the button (e.g. "password changed"). */
  readonly status?: string | null;
  /** The fields that come before the new password. */
  readonly children: ReactNode;
}

export function PasswordFormFrame({ name, heading, submitLabel, form, onFinish, alert, pending, status, children }: PasswordFormFrameProps) {
  const { t } = useTranslation('registration');
  const headingId = `fp-${name}-heading`;
  return (
    <Page labelledBy={headingId}>
      <h1 id={headingId} className="fp-heading fp-form-heading">
        {heading}
      </h1>
      <Form
        form={form}
        name={name}
        layout="vertical"
        onFinish={onFinish}
        footer={
          <>
            <FormAlert message={alert} />
            {status && (
              <p className="fp-form-done" role="status">
                {status}
              </p>
            )}
            <Button block type="submit" color="primary" size="large" loading={pending} disabled={pending}>
              {submitLabel}
            </Button>
          </>
        }
      >
        {children}
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
