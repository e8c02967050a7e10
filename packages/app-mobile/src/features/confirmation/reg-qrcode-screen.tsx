// /regQRcode: the registration QR code of the visitor's share link (SDK share-link use case), in the
// language's RegisterLinkUrl, for others to scan and register.
import ErrorBlock from 'antd-mobile/es/components/error-block';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Page } from '../../ui/page';
import { QrImage } from '../../ui/qr-image';
import { shareLinkQuery } from '../../ui/server-state/core.queries';
import { QueryView } from '../../ui/server-state/query-view';
import { withServerState } from '../../ui/server-state/with-server-state';
import { useLanguage } from '../../ui/use-language';
import { useShell } from '../../ui/shell-context';
import { registerLinkOf, siteOf } from './register-link';
import '../../ui/screen-blocks.css';

export default withServerState(RegQrCodeScreen);

function RegQrCodeScreen() {
  const { t } = useTranslation('confirmation');
  const [language] = useLanguage();
  const { client } = useShell();
  const links = useQuery(shareLinkQuery(client, language));
  return (
    <QueryView query={links} heading={t('regQr.heading')} headingId="fp-regqr-heading">
      {(data) => {
        const link = registerLinkOf(data, language);
        return (
          <Page labelledBy="fp-regqr-heading">
            <h1 id="fp-regqr-heading" className="fp-heading">{t('regQr.heading')}</h1>
            <p className="fp-note">{t('regQr.intro')}</p>
            {link ? (
              <QrImage
                value={link}
                alt={t('regQr.qrLabel')}
                size={220}
                className="fp-letter__qr"
                // The site only: the link's parameters (exhibition, source, inviter) are for the server.
                caption={<span className="fp-mono" data-testid="register-link">{siteOf(link)}</span>}
              />
            ) : (
              <ErrorBlock status="default" title={t('regQr.noLink')} description="" />
            )}
            <nav className="fp-links" aria-label={t('moreLinks')}>
              <Link href="/confirmation" className="fp-link">{t('regQr.toLetter')}</Link>
              <Link href="/user-center" className="fp-link">{t('toUserCenter')}</Link>
            </nav>
          </Page>
        );
      }}
    </QueryView>
  );
}
