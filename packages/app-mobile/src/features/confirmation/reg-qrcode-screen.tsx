// /regQRcode: the registration QR code of the visitor's share link (SDK share-link use case), in the
// language's RegisterLinkUrl, for others to scan and register.
import ErrorBlock from 'antd-mobile/es/components/error-block';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DomainError, InvitationLinkInfo } from '@fairpass/domain';
import { LoadingScreen } from '../../ui/loading-screen';
import { Page } from '../../ui/page';
import { useFailureMessage } from '../../ui/use-failure-message';
import { useLanguage } from '../../ui/use-language';
import { useUseCase } from '../../ui/use-use-case';
import { registerLinkOf } from './register-link';
import '../../ui/screen-blocks.css';

type Load = { readonly state: 'loading' } | { readonly state: 'failed'; readonly error: DomainError } | { readonly state: 'ready'; readonly links: InvitationLinkInfo };

export default function RegQrCodeScreen() {
  const { t } = useTranslation('confirmation');
  const [language] = useLanguage();
  const fetchShareLink = useUseCase((u) => u.fetchShareLink);
  const failureMessage = useFailureMessage();
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    let live = true;
    void fetchShareLink.execute().then((result) => {
      if (!live) return;
      setLoad(result.ok ? { state: 'ready', links: result.value } : { state: 'failed', error: result.error });
    });
    return () => {
      live = false;
    };
  }, [fetchShareLink]);

  if (load.state === 'loading') return <LoadingScreen />;
  const link = load.state === 'ready' ? registerLinkOf(load.links, language) : null;
  return (
    <Page labelledBy="fp-regqr-heading">
      <h1 id="fp-regqr-heading" className="fp-heading">{t('regQr.heading')}</h1>
      <p className="fp-note">{t('regQr.intro')}</p>
      {link ? (
        <figure className="fp-letter__qr">
          <QRCodeSVG value={link} size={220} marginSize={2} role="img" aria-label={t('regQr.qrLabel')} />
          <figcaption className="fp-mono" data-testid="register-link">{link}</figcaption>
        </figure>
      ) : (
        <ErrorBlock status="default" title={load.state === 'failed' ? failureMessage(load.error) : t('regQr.noLink')} description="" />
      )}
    </Page>
  );
}
