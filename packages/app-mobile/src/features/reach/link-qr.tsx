// A link as a QR code to scan and pass on: a picture WeChat saves and forwards by long-press (the shared
// ui/qr-image.tsx), named for assistive technology; the caption says what it is (the address itself is in
// the link box, not under the code). The code's place is kept while its library loads.
import { QrImage } from '../../ui/qr-image';

export function LinkQr({ link, label, caption }: { readonly link: string; readonly label: string; readonly caption?: string }) {
  return <QrImage value={link} alt={label} size={220} caption={caption} className="fp-reach-qr" />;
}
