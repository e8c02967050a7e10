// /whatsApp: verification for overseas mobile numbers. The code goes out by WhatsApp (the SDK's
// verification-code use case, channel whatsapp); the number and code then log in through the phone-code
// grant and the visitor continues where the next-step decision leads.
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
import { CodeField } from './code-field';
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
        <LoginField
          form={form}
          name="countryCode"
          id="whatsapp-country"
          label={t('field.countryCode')}
          placeholder={t('field.countryCodePlaceholder')}
          inputMode="tel"
          maxLength={5}
        />
        <LoginField
          form={form}
          name="localNumber"
          id="whatsapp-number"
          label={t('field.localNumber')}
          placeholder={t('field.localNumberPlaceholder')}
          inputMode="tel"
          autoComplete="tel-national"
          clearable
        />
        <CodeField form={form} id="whatsapp-code" onSend={sendCode} />
      </LoginFormFrame>
    </Page>
  );
}
