// /whatsApp: verification for overseas mobile numbers. The code goes out by WhatsApp (the SDK's
// verification-code use case, channel whatsapp); the number and code then log in through the phone-code
// grant and the visitor continues where the next-step decision leads.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { internationalNumber, whatsAppLoginErrors } from '@fairpass/domain';
import { CodeField } from '../../ui/form/code-field';
import { useCodeRequest } from '../../ui/form/use-code-request';
import { Page } from '../../ui/page';
import { useUseCase } from '../../ui/use-use-case';
import { NO_CONSENT } from './login-consents';
import { LoginFormFrame } from './login-form-frame';
import { LoginTargetNote } from './login-target-note';
import { validateBy, warmLoginValidation } from './login-validation.loader';
import { RegistrationField } from './registration-field';
import { useCodeTexts } from './use-code-texts';
import { useLoginForm } from './use-login-form';
import './login.css';

export default function WhatsAppScreen() {
  const { t } = useTranslation('registration');
  const loginBySms = useUseCase((u) => u.loginBySms);
  const sendVerificationCode = useUseCase((u) => u.sendVerificationCode);
  const codeTexts = useCodeTexts();
  useEffect(warmLoginValidation, []);

  const form = useLoginForm({
    initial: { countryCode: '', localNumber: '', code: '', ...NO_CONSENT },
    validate: async (values) => ({ ...whatsAppLoginErrors(values), ...(await validateBy('ConsentInput')(values)) }),
    login: (values) => loginBySms.execute({ phone: internationalNumber(values), code: values.code.trim() }),
  });
  // The code goes to the number: only its two fields are checked before sending.
  const code = useCodeRequest(form, ['countryCode', 'localNumber'], (values) =>
    sendVerificationCode.execute({ channel: 'whatsapp', target: internationalNumber(values), scene: 'login' }),
  );

  return (
    <Page labelledBy="fp-whatsapp-heading">
      <h1 id="fp-whatsapp-heading" className="fp-heading fp-form-heading">
        {t('whatsApp.heading')}
      </h1>
      <p className="fp-note">{t('whatsApp.body')}</p>
      <LoginTargetNote />
      <LoginFormFrame
        form={form}
        labelledBy="fp-whatsapp-heading"
        submitLabel={t('whatsApp.submit')}
        status={code.sent ? t('code.sentWhatsApp') : undefined}
      >
        <RegistrationField form={form} formName="whatsapp" name="countryCode" inputMode="tel" maxLength={5} />
        <RegistrationField form={form} formName="whatsapp" name="localNumber" inputMode="tel" autoComplete="tel-national" />
        <CodeField form={form} id="whatsapp-code" texts={codeTexts} onSend={code.request} />
      </LoginFormFrame>
    </Page>
  );
}
