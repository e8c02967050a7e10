// The QR code library, loaded only when the poster is drawn: the poster screen then stays clear of the
// 200 KiB first-load cap of a route (`pnpm bench:size`). Codes shown on a page are ui/qr-image.tsx's.
import { lazy } from 'react';

export const LazyQRCodeCanvas = lazy(() => import('qrcode.react').then((module) => ({ default: module.QRCodeCanvas })));
