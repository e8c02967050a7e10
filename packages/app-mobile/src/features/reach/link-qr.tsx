// A link as a QR code to scan, named for assistive technology; the caption says what it is (the address
// itself is in the link box, not under the code). The code's place is kept while its library loads.
import { Suspense } from 'react';
import { LazyQRCodeSVG } from './lazy-qr';

const SIZE = 220;

export function LinkQr({ link, label, caption }: { readonly link: string; readonly label: string; readonly caption?: string }) {
  return (
    <figure className="fp-reach-qr">
      <Suspense fallback={<span className="fp-reach-qr__placeholder" style={{ width: SIZE, height: SIZE }} aria-hidden="true" />}>
        <LazyQRCodeSVG value={link} size={SIZE} marginSize={2} role="img" aria-label={label} />
      </Suspense>
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  );
}
