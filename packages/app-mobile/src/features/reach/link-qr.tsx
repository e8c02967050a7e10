// A link as a QR code to scan, named for assistive technology; the caption says what it is (the address
// itself is in the link box, not under the code).
import { QRCodeSVG } from 'qrcode.react';

export function LinkQr({ link, label, caption }: { readonly link: string; readonly label: string; readonly caption?: string }) {
  return (
    <figure className="fp-reach-qr">
      <QRCodeSVG value={link} size={220} marginSize={2} role="img" aria-label={label} />
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  );
}
