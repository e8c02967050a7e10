// /extractConfirmation: look up your confirmation letter with your phone and an SMS code. The lookup is
// an SMS login followed by a fresh user record; an approved registration shows its letter.
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isMainlandMobile, isVerificationCode, type UserInfo, type ValidationErrorCode } from '@fairpass/domain';
import { Page } from '../../ui/page';
import { useDebouncedSubmit } from '../../ui/use-debounced-submit';
import { useErrorMessage } from '../../ui/use-error-message';
import { useFailureMessage } from '../../ui/use-failure-message';
import { useLanguage } from '../../ui/use-language';
import { useSession } from '../../ui/use-session';
import { useUseCase } from '../../ui/use-use-case';
import { ConfirmationLetter } from './confirmation-letter';
import { letterAvailabilityOf } from './letter-availability';
import '../../ui/screen-blocks.css';

/** How long the send button rests after a code was sent, so a visitor cannot flood their own phone. */
const RESEND_SECONDS = 60;

type Errors = Partial<Record<'phone' | 'code', ValidationErrorCode>>;

const phoneErrors = (phone: string): Errors =>
  phone.trim() === '' ? { phone: 'VALIDATION.REQUIRED' } : isMainlandMobile(phone.trim()) ? {} : { phone: 'VALIDATION.PHONE_INVALID' };

const codeErrors = (code: string): Errors =>
  code.trim() === '' ? { code: 'VALIDATION.REQUIRED' } : isVerificationCode(code.trim()) ? {} : { code: 'VALIDATION.VERIFICATION_CODE_INVALID' };

export default function ExtractConfirmationScreen() {
  const { t } = useTranslation('confirmation');
  const [language] = useLanguage();
  const exhibitionTitle = useSession((s) => s.config?.title ?? '');
  const sendCode = useUseCase((u) => u.sendVerificationCode);
  const loginBySms = useUseCase((u) => u.loginBySms);
  const fetchUser = useUseCase((u) => u.fetchUser);
  const errorMessage = useErrorMessage();
  const failureMessage = useFailureMessage();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState('');
  const [found, setFound] = useState<UserInfo | null>(null);
  const [wait, setWait] = useState(0);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const send = useDebouncedSubmit(async () => {
    const invalid = phoneErrors(phone);
    setErrors(invalid);
    if (invalid.phone) return;
    const sent = await sendCode.execute({ channel: 'sms', target: phone.trim(), scene: 'login' });
    if (!sent.ok) return setProblem(failureMessage(sent.error));
    setProblem('');
    setWait(RESEND_SECONDS);
  });

  const lookUp = useDebouncedSubmit(async () => {
    const invalid = { ...phoneErrors(phone), ...codeErrors(code) };
    setErrors(invalid);
    if (invalid.phone || invalid.code) return;
    const login = await loginBySms.execute({ phone: phone.trim(), code: code.trim() });
    const user = login.ok ? await fetchUser.execute() : login;
    if (!user.ok) return setProblem(failureMessage(user.error));
    const availability = letterAvailabilityOf(user.value);
    if (availability.kind === 'none') return setProblem(errorMessage(availability.code));
    if (availability.kind === 'underReview') return setProblem(t('underReview'));
    setProblem('');
    setFound(user.value);
  });

  if (found) {
    return (
      <Page labelledBy="fp-extract-heading">
        <h1 id="fp-extract-heading" className="fp-heading">{t('extract.heading')}</h1>
        <ConfirmationLetter user={found} exhibitionTitle={exhibitionTitle} language={language} />
      </Page>
    );
  }

  return (
    <Page labelledBy="fp-extract-heading">
      <h1 id="fp-extract-heading" className="fp-heading">{t('extract.heading')}</h1>
      <p className="fp-note">{t('extract.intro')}</p>
      <form
        className="fp-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          lookUp.submit();
        }}
      >
        <div className={errors.phone ? 'fp-field fp-field--invalid' : 'fp-field'}>
          <label htmlFor="fp-extract-phone" className="fp-field__label">{t('extract.phone')}</label>
          <Input id="fp-extract-phone" type="tel" value={phone} onChange={setPhone} placeholder={t('extract.phonePlaceholder')} maxLength={11} />
          {errors.phone && <p className="fp-field__error" role="alert">{errorMessage(errors.phone)}</p>}
        </div>
        <div className={errors.code ? 'fp-field fp-field--invalid' : 'fp-field'}>
          <label htmlFor="fp-extract-code" className="fp-field__label">{t('extract.code')}</label>
          <div className="fp-inline">
            <Input id="fp-extract-code" inputMode="numeric" value={code} onChange={setCode} placeholder={t('extract.codePlaceholder')} maxLength={6} />
            <Button size="small" fill="outline" className="fp-secondary" disabled={wait > 0 || send.pending} onClick={() => send.submit()}>
              {wait > 0 ? t('extract.resendIn', { seconds: wait }) : t('extract.sendCode')}
            </Button>
          </div>
          {errors.code && <p className="fp-field__error" role="alert">{errorMessage(errors.code)}</p>}
          <p className="fp-note" role="status">{wait > 0 ? t('extract.codeSent') : ''}</p>
        </div>
        {problem && (
          <p className="fp-form__error" role="alert" data-testid="form-error">
            {problem}
          </p>
        )}
        <Button block type="submit" color="primary" className="fp-action" size="large" loading={lookUp.pending} disabled={lookUp.pending}>
          {t('extract.submit')}
        </Button>
      </form>
    </Page>
  );
}
