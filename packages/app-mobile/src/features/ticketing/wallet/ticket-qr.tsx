// The entry QR, large enough for a gate's scanner at arm's length (264 px, quiet zone kept), named for
// a screen reader; a rotating code says it renews. A wallet ticket's QR is only ever its rotating code.
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import type { Ticket } from '@fairpass/domain/ticketing';
import { useRotatingCode } from './use-rotating-code';

export function TicketQr({ ticket, name, receivedAt }: { readonly ticket: Ticket; readonly name: string; readonly receivedAt: number }) {
  const { t } = useTranslation('ticketing');
  const code = useRotatingCode(ticket, receivedAt);
  // The first rotating code is being made (a few milliseconds): its place is kept.
  if (code === '') return <div className="fp-tk-qr fp-tk-qr--pending" aria-busy="true" />;
  // A wallet ticket whose rotating code cannot be made here: no QR rather than a code the gate refuses.
  if (code === null) {
    return (
      <p className="fp-tk-countdown" role="status">
        {t('wallet.codeUnavailable')}
      </p>
    );
  }
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
