// /smsQrCodePage: reached from the link in an SMS. Shows the logged-in visitor's entry QR code large,
// as a picture, with a hint to save it (long-press in the WeChat and phone browsers: ui/qr-image.tsx),
// then the ways on: the confirmation letter (the route's area) and the personal centre.
import ErrorBlock from 'antd-mobile/es/components/error-block';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../ui/page';
import { QrImage } from '../../ui/qr-image';
import { useSession } from '../../ui/use-session';
import { useUseCase } from '../../ui/use-use-case';
import { WayOnLinks } from '../../ui/way-on/way-on-links';
import '../../ui/screen-blocks.css';

export default function SmsQrCodeScreen() {
  const { t } = useTranslation('confirmation');
  const user = useSession((s) => s.user);
  const fetchUser = useUseCase((u) => u.fetchUser);

  useEffect(() => {
    // The SMS may be older than the stored record: fetch the current one (and its QR code).
    void fetchUser.execute();
  }, [fetchUser]);

  return (
    <Page labelledBy="fp-smsqr-heading">
      <h1 id="fp-smsqr-heading" className="fp-heading">{t('smsQr.heading')}</h1>
      {user?.userQr ? (
        <QrImage
          value={user.userQr}
          alt={t('letter.qrLabel')}
          size={280}
          className="fp-letter__qr fp-letter__qr--large"
          // The screen's own hint says to press and hold the code to keep it for the gate.
          hint={false}
          caption={
            <>
              <strong className="fp-letter__name">{user.name}</strong>
              <span className="fp-note">{t('smsQr.saveHint')}</span>
            </>
          }
        />
      ) : (
        <ErrorBlock status="empty" title={t('letter.noQr')} description="" />
      )}
      <WayOnLinks />
    </Page>
  );
}
