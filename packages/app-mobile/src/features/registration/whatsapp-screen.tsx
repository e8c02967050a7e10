// /whatsApp: verification for overseas mobile numbers. The code goes out by WhatsApp (the SDK's
// verification-code use case, channel whatsapp); the number and code then log in through the phone-code
// grant and the visitor continues where the next-step decision leads.
import Input from 'antd-mobile/es/components/input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { internationalNumber, whatsAppLoginErrors, whatsAppPhoneErrors } from '@fairpass/domain';
import { Page } from '../../ui/page';
import { useFailureMessage } from '../../ui/use-failure-message';
import { useUseCase } from '../../ui/use-use-case';
import { NO_CONSENT } from './login-consents';
import { LoginFormFrame } from './login-form-frame';
import { LoginField } from './login-field';
import { loadLoginValidation } from './login-validation.loader';
import { SendCodeButton } from './send-code-button';
import { useLoginForm } from './use-login-form';
import './login.css';

export default function WhatsAppScreen() {
  const { t } = useTranslation('registration');
  const failureMessage = useFailureMessage();
  const loginBySms = useUseCase((u) => u.loginBySms);
  const sendVerificationCode = useUseCase((u) => u.sendVerificationCode);
  const [codeSent, setCodeSent] = useState(false);

  const form = useLoginForm({
    initial: { countryCode: '', localNumber: '', code: '', ...NO_CONSENT },
    validate: async (values) => {
      const { validateInput, ConsentInput } = await loadLoginValidation();
      return { ...whatsAppLoginErrors(values), ...validateInput(ConsentInput, values) };
    },
    login: (values) => loginBySms.execute({ phone: internationalNumber(values), code: values.code.trim() }),
  });

  const sendCode = async (): Promise<boolean> => {
    form.setAlert(null);
    setCodeSent(false);
    if (form.showErrors(whatsAppPhoneErrors(form.values))) return false;
    const sent = await sendVerificationCode.execute({ channel: 'whatsapp', target: internationalNumber(form.values), scene: 'login' });
    if (!sent.ok) {
      form.setAlert(failureMessage(sent.error));
      return false;
    }
    setCodeSent(true);
    return true;
  };

  return (
    <Page labelledBy="fp-whatsapp-heading">
      <h1 id="fp-whatsapp-heading" className="fp-heading fp-form-heading">
        {t('whatsApp.heading')}
      </h1>
      <p className="fp-note">{t('whatsApp.body')}</p>
      <LoginFormFrame
        form={form}
        labelledBy="fp-whatsapp-heading"
        submitLabel={t('whatsApp.submit')}
        status={codeSent ? t('code.sentWhatsApp') : undefined}
      >
        <LoginField id="whatsapp-country" label={t('field.countryCode')} error={form.errors.countryCode}>
          <Input
            id="whatsapp-country"
            value={form.values.countryCode}
            onChange={(value) => form.set('countryCode', value)}
            placeholder={t('field.countryCodePlaceholder')}
            inputMode="tel"
            maxLength={5}
          />
        </LoginField>
        <LoginField id="whatsapp-number" label={t('field.localNumber')} error={form.errors.localNumber}>
          <Input
            id="whatsapp-number"
            value={form.values.localNumber}
            onChange={(value) => form.set('localNumber', value)}
            placeholder={t('field.localNumberPlaceholder')}
            inputMode="tel"
            autoComplete="tel-national"
            clearable
          />
        </LoginField>
        <LoginField id="whatsapp-code" label={t('field.code')} error={form.errors.code} action={<SendCodeButton onSend={sendCode} />}>
          <Input
            id="whatsapp-code"
            value={form.values.code}
            onChange={(value) => form.set('code', value)}
            placeholder={t('field.codePlaceholder')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
          />
        </LoginField>
      </LoginFormFrame>
    </Page>
  );
}
