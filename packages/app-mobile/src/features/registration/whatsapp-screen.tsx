// /whatsApp: verification for overseas mobile numbers. The code goes out by WhatsApp (the SDK's
// verification-code use case, channel whatsapp); the number and code then log in through the phone-code
// grant and the visitor continues where the next-step decision leads.
import { Button, Form, Input, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { ConsentInput, internationalNumber, validateInput, whatsAppLoginErrors, whatsAppPhoneErrors } from '@fairpass/domain';
import { Page } from '../../ui/page';
import { useErrorMessage } from '../../ui/use-error-message';
import { useFailureMessage } from '../../ui/use-failure-message';
import { ConsentTicks, CONSENT_FIELDS, consentValues } from './consent-ticks';
import { FormAlert } from './form-alert';
import { showFieldErrors } from './form-errors';
import { SendCodeButton } from './send-code-button';
import { useUseCase } from '../../ui/use-use-case';
import { useLoginSubmit, type FormValues } from './use-login-submit';
import './login.css';

const FIELDS = ['countryCode', 'localNumber', 'code', ...CONSENT_FIELDS] as const;

export default function WhatsAppScreen() {
  const { t } = useTranslation('registration');
  const errorMessage = useErrorMessage();
  const failureMessage = useFailureMessage();
  const loginBySms = useUseCase((u) => u.loginBySms);
  const sendVerificationCode = useUseCase((u) => u.sendVerificationCode);
  const [form] = Form.useForm();

  const { submit, pending, alert, setAlert } = useLoginSubmit({
    form,
    fields: FIELDS,
    validate: (values: FormValues) => ({ ...whatsAppLoginErrors(values), ...validateInput(ConsentInput, consentValues(values)) }),
    login: (values) => loginBySms.execute({ phone: internationalNumber(values), code: String(values.code ?? '').trim() }),
  });

  const sendCode = async (): Promise<boolean> => {
    setAlert(null);
    const values = form.getFieldsValue() as FormValues;
    if (showFieldErrors(form, ['countryCode', 'localNumber'], whatsAppPhoneErrors(values), errorMessage)) return false;
    const sent = await sendVerificationCode.execute({ channel: 'whatsapp', target: internationalNumber(values), scene: 'login' });
    if (!sent.ok) {
      setAlert(failureMessage(sent.error));
      return false;
    }
    Toast.show({ content: t('code.sentWhatsApp') });
    return true;
  };

  return (
    <Page labelledBy="fp-whatsapp-heading">
      <h1 id="fp-whatsapp-heading" className="fp-heading fp-form-heading">
        {t('whatsApp.heading')}
      </h1>
      <p className="fp-note">{t('whatsApp.body')}</p>
      <Form
        form={form}
        name="whatsapp"
        layout="vertical"
        onFinish={submit}
        footer={
          <>
            <FormAlert message={alert} />
            <Button block type="submit" color="primary" size="large" loading={pending} disabled={pending}>
              {t('whatsApp.submit')}
            </Button>
          </>
        }
      >
        <Form.Item name="countryCode" label={t('field.countryCode')}>
          <Input placeholder={t('field.countryCodePlaceholder')} inputMode="tel" maxLength={5} />
        </Form.Item>
        <Form.Item name="localNumber" label={t('field.localNumber')}>
          <Input placeholder={t('field.localNumberPlaceholder')} inputMode="tel" autoComplete="tel-national" clearable />
        </Form.Item>
        <Form.Item name="code" label={t('field.code')} extra={<SendCodeButton onSend={sendCode} />}>
          <Input placeholder={t('field.codePlaceholder')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
        </Form.Item>
        <ConsentTicks />
      </Form>
    </Page>
  );
}
