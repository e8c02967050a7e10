// The confirmation letter, its lookup and the entry QR codes.
import { lazyScreen } from '../../routes/lazy-screen';
import type { RouteEntry } from '../../routes/route-entry';

export const routes: readonly RouteEntry[] = [
  { path: '/confirmation', screen: lazyScreen(() => import('./confirmation-screen')), titleKey: 'confirmation:title.confirmation', changeShare: true },
  { path: '/extractConfirmation', screen: lazyScreen(() => import('./extract-confirmation-screen')), titleKey: 'confirmation:title.extract' },
  { path: '/regQRcode', screen: lazyScreen(() => import('./reg-qrcode-screen')), titleKey: 'confirmation:title.regQr', home: '/confirmation' },
  { path: '/smsQrCodePage', screen: lazyScreen(() => import('./sms-qrcode-screen')), titleKey: 'confirmation:title.smsQr', home: '/confirmation' },
];
