// /extractConfirmation: look up your confirmation letter with your phone and an SMS code. The lookup is
// an SMS login followed by a fresh user record; an approved registration shows its letter. Either way the
// shared ways on follow: the login (to register) before the lookup, the personal centre after it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DomainError, err, SmsLoginInput, validateInput, type Result, type UserInfo } from '@fairpass/domain';
import { CodeField, type CodeFieldTexts } from '../../ui/form/code-field';
import { Form } from '../../ui/form/form';
import { FormAlert } from '../../ui/form/form-alert';
import { FormStatus } from '../../ui/form/form-status';
import { SubmitButton } from '../../ui/form/submit-button';
import { TextField } from '../../ui/form/text-field';
import { useCodeRequest } from '../../ui/form/use-code-request';
import { useForm } from '../../ui/form/use-form';
import { Page } from '../../ui/page';
import { useLanguage } from '../../ui/use-language';
import { useSession } from '../../ui/use-session';
import { useUseCase } from '../../ui/use-use-case';
import { WayOnLinks } from '../../ui/way-on/way-on-links';
import { ConfirmationLetter } from './confirmation-letter';
import { letterAvailabilityOf } from './letter-availability';
import '../../ui/screen-blocks.css';

export default function ExtractConfirmationScreen() {
  const { t } = useTranslation('confirmation');
  const [language] = useLanguage();
  const exhibitionTitle = useSession((s) => s.config?.title ?? '');
  const sendCode = useUseCase((u) => u.sendVerificationCode);
  const loginBySms = useUseCase((u) => u.loginBySms);
  const fetchUser = useUseCase((u) => u.fetchUser);
  const [found, setFound] = useState<UserInfo | null>(null);

  const form = useForm({
    initial: { phone: '', code: '' },
    // The SMS login's rules for the phone and the code (its consent ticks are not asked here).
    validate: (values) => validateInput(SmsLoginInput, values),
    send: async (values): Promise<Result<UserInfo, DomainError>> => {
      const login = await loginBySms.execute({ phone: values.phone.trim(), code: values.code.trim() });
      return login.ok ? fetchUser.execute() : login;
    },
    onSuccess: (user) => {
      const availability = letterAvailabilityOf(user);
      if (availability.kind === 'none') return err(new DomainError(availability.code));
      if (availability.kind === 'underReview') form.setAlert(t('underReview'));
      else setFound(user);
    },
  });
  const code = useCodeRequest(form, ['phone'], (values) =>
    sendCode.execute({ channel: 'sms', target: values.phone.trim(), scene: 'login' }),
  );
  const codeTexts: CodeFieldTexts = {
    label: t('extract.code'),
    placeholder: t('extract.codePlaceholder'),
    send: t('extract.sendCode'),
    waiting: (seconds) => t('extract.resendIn', { seconds }),
  };

  if (found) {
    return (
      <Page labelledBy="fp-extract-heading">
        <h1 id="fp-extract-heading" className="fp-heading">{t('extract.heading')}</h1>
        <ConfirmationLetter user={found} exhibitionTitle={exhibitionTitle} language={language} />
        <WayOnLinks areaList={false} />
      </Page>
    );
  }

  return (
    <Page labelledBy="fp-extract-heading">
      <h1 id="fp-extract-heading" className="fp-heading">{t('extract.heading')}</h1>
      <p className="fp-note">{t('extract.intro')}</p>
      <Form form={form}>
        <TextField
          form={form}
          name="phone"
          id="fp-extract-phone"
          type="tel"
          autoComplete="tel"
          label={t('extract.phone')}
          placeholder={t('extract.phonePlaceholder')}
          maxLength={11}
        />
        <CodeField form={form} id="fp-extract-code" texts={codeTexts} onSend={code.request} />
        <FormStatus message={code.sent ? t('extract.codeSent') : null} />
        <FormAlert message={form.alert} />
        <SubmitButton pending={form.pending} label={t('extract.submit')} />
      </Form>
      <WayOnLinks areaList={false} />
    </Page>
  );
}
