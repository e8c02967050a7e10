// The QR code library, loaded only when a screen shows a code: the invitation, card, channel and poster
// screens then stay clear of the 200 KiB first-load cap of a route (`pnpm bench:size`) with room to spare.
import { lazy } from 'react';

export const LazyQRCodeSVG = lazy(() => import('qrcode.react').then((module) => ({ default: module.QRCodeSVG })));

export const LazyQRCodeCanvas = lazy(() => import('qrcode.react').then((module) => ({ default: module.QRCodeCanvas })));
