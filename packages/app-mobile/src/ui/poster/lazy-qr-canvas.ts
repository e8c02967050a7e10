// The QR code library, loaded only when the poster is drawn: the poster screen then stays clear of the
// 200 KiB first-load cap of a route (`pnpm bench:size`). Codes shown on a page are ui/qr-image.tsx's.
import { lazyPart } from '../lazy-part';

export const LazyQRCodeCanvas = lazyPart(() => import('qrcode.react'), (module) => module.QRCodeCanvas);
