// The QR code library as a lazy part, one for every code the app draws (a page's code, ui/qr-image.tsx; a
// poster's, ui/poster/): it comes when the first code is drawn, so no screen carries it in its first load
// (`pnpm bench:size`), and after a failed fetch it comes once the network is back (ui/lazy-part.ts).
import { lazyPart } from './lazy-part';

export const LazyQRCodeCanvas = lazyPart(() => import('qrcode.react'), (module) => module.QRCodeCanvas);
