// The confirmation letter: the visitor's QR code (userQr), code, name, company, masked phone and ID
// number (domain masking) and the exhibition's title. Shared by /confirmation and /extractConfirmation.
import { useTranslation } from 'react-i18next';
import { localizedText, maskIdNumber, maskPhone, type UserInfo } from '@fairpass/domain';
import type { AppLanguage } from '../../ui/app-language';
import { QrImage } from '../../ui/qr-image';

export interface ConfirmationLetterProps {
  readonly user: UserInfo;
  readonly exhibitionTitle: string;
  readonly language: AppLanguage;
}

export function ConfirmationLetter({ user, exhibitionTitle, language }: ConfirmationLetterProps) {
  const { t } = useTranslation('confirmation');
  const company = localizedText(language, user.company, user.companyEnName);
  const rows = [
    ['userCode', user.userCode],
    ['name', user.name],
    ['company', company],
    ['phone', maskPhone(user.phone)],
    ['idNumber', maskIdNumber(user.idNumber)],
  ] as const;
  return (
    <article className="fp-letter" aria-labelledby="fp-letter-title">
      <p className="fp-letter__exhibition">{exhibitionTitle}</p>
      <h2 id="fp-letter-title" className="fp-letter__title">{t('letter.title')}</h2>
      {user.userQr ? (
        <QrImage value={user.userQr} alt={t('letter.qrLabel')} size={200} className="fp-letter__qr" caption={t('letter.qrHint')} />
      ) : (
        <p className="fp-note" role="status">{t('letter.noQr')}</p>
      )}
      <dl className="fp-letter__rows">
        {rows
          .filter(([, value]) => value)
          .map(([key, value]) => (
            <div key={key} className="fp-letter__row">
              <dt>{t(`letter.${key}`)}</dt>
              <dd data-testid={`letter-${key}`}>{value}</dd>
            </div>
          ))}
      </dl>
    </article>
  );
}
