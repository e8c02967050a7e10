// The entry QR, large enough for a gate's scanner at arm's length (264 px, quiet zone kept), named for
// a screen reader; a rotating code says it renews.
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import type { Ticket } from '@fairpass/domain';
import { useRotatingCode } from './use-rotating-code';

export function TicketQr({ ticket, name, receivedAt }: { readonly ticket: Ticket; readonly name: string; readonly receivedAt: number }) {
  const { t } = useTranslation('ticketing');
  const code = useRotatingCode(ticket, receivedAt);
  return (
    <figure className="fp-tk-qr">
      <QRCodeSVG value={code} size={264} marginSize={4} level="M" role="img" aria-label={t('wallet.qrLabel', { name })} data-code={code} />
      <figcaption className="fp-tk-qr__hint">
        {t('wallet.qrHint')}
        {ticket.rotation && (
          <>
            <br />
            {t('wallet.rotatingHint', { seconds: ticket.rotation.stepSeconds })}
          </>
        )}
      </figcaption>
    </figure>
  );
}
