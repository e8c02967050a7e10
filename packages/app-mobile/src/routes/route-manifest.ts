// Every route that has a real screen, and nothing else. Adding a screen = one entry here + one lazy
// component under src/features/<area>/.
import { lazy } from 'react';
import type { RouteEntry } from './route-entry';

const ErrorScreen = lazy(() => import('../features/system/error-screen'));
const ClosedScreen = lazy(() => import('../features/system/closed-screen'));
const JumpScreen = lazy(() => import('../features/system/jump-screen'));
const GeoScreen = lazy(() => import('../features/system/geo-screen'));
const TransitionScreen = lazy(() => import('../features/system/transition-screen'));
const DiagnosticsScreen = lazy(() => import('../features/system/diagnostics-screen'));
// login and account (registration feature)
const EntryScreen = lazy(() => import('../features/registration/entry-screen'));
const LoginScreen = lazy(() => import('../features/registration/login-screen'));
const ForgotPasswordScreen = lazy(() => import('../features/registration/forgot-password-screen'));
const ChangePasswordScreen = lazy(() => import('../features/registration/change-password-screen'));
const WhatsAppScreen = lazy(() => import('../features/registration/whatsapp-screen'));
// after login: registration flow, confirmation, content, user centre
const PhotoScreen = lazy(() => import('../features/registration-flow/photo-screen'));
const InfoFormScreen = lazy(() => import('../features/registration-flow/info-form-screen'));
const QuestionnaireScreen = lazy(() => import('../features/registration-flow/questionnaire-screen'));
const AuditingScreen = lazy(() => import('../features/registration-flow/auditing-screen'));
const ConfirmationScreen = lazy(() => import('../features/confirmation/confirmation-screen'));
const ExtractConfirmationScreen = lazy(() => import('../features/confirmation/extract-confirmation-screen'));
const RegQrCodeScreen = lazy(() => import('../features/confirmation/reg-qrcode-screen'));
const SmsQrCodeScreen = lazy(() => import('../features/confirmation/sms-qrcode-screen'));
const ContentScreen = lazy(() => import('../features/content/content-screen'));
const UserCenterScreen = lazy(() => import('../features/user-center/user-center-screen'));

export const ROUTE_MANIFEST: readonly RouteEntry[] = [
  // ── system ──
  { path: '/error', screen: ErrorScreen, titleKey: 'system:title.error', noToken: true, skipIntercept: true },
  { path: '/closed', screen: ClosedScreen, titleKey: 'system:title.closed', noToken: true, skipIntercept: true },
  { path: '/jump', screen: JumpScreen, titleKey: 'system:title.jump', noToken: true, skipIntercept: true },
  { path: '/geo', screen: GeoScreen, titleKey: 'system:title.geo', noToken: true },
  { path: '/transitionPage', screen: TransitionScreen, titleKey: 'system:title.transition' },
  { path: '/test', screen: DiagnosticsScreen, titleKey: 'system:title.diagnostics', skipIntercept: true },
  { path: '/test2', screen: DiagnosticsScreen, titleKey: 'system:title.diagnostics', noToken: true, skipIntercept: true },
  // ── registration (next: /, /registration, /infoWap, …) ──
  // login and account: the entry flow checks the link itself, so `/` skips the interception
  { path: '/', screen: EntryScreen, titleKey: 'registration:title.entry', noToken: true, skipIntercept: true },
  { path: '/registration', screen: LoginScreen, titleKey: 'registration:title.login', noToken: true },
  { path: '/forgotPassword', screen: ForgotPasswordScreen, titleKey: 'registration:title.forgotPassword', noToken: true },
  { path: '/changePassword', screen: ChangePasswordScreen, titleKey: 'registration:title.changePassword' },
  { path: '/whatsApp', screen: WhatsAppScreen, titleKey: 'registration:title.whatsApp', noToken: true },
  // ── after login: registration flow, confirmation, content, user centre ──
  { path: '/photo', screen: PhotoScreen, titleKey: 'registration-flow:title.photo' },
  { path: '/infoWap', screen: InfoFormScreen, titleKey: 'registration-flow:title.info' },
  { path: '/questionnaire', screen: QuestionnaireScreen, titleKey: 'registration-flow:title.questionnaire' },
  { path: '/auditing', screen: AuditingScreen, titleKey: 'registration-flow:title.auditing' },
  { path: '/confirmation', screen: ConfirmationScreen, titleKey: 'confirmation:title.confirmation', changeShare: true },
  // The lookup IS the login (phone + SMS code), so it opens without a token.
  { path: '/extractConfirmation', screen: ExtractConfirmationScreen, titleKey: 'confirmation:title.extract', noToken: true },
  { path: '/regQRcode', screen: RegQrCodeScreen, titleKey: 'confirmation:title.regQr' },
  { path: '/smsQrCodePage', screen: SmsQrCodeScreen, titleKey: 'confirmation:title.smsQr' },
  // Articles (visitor guide, privacy policy) are read before login too.
  { path: '/contentPage/:id', screen: ContentScreen, titleKey: 'content:title', noToken: true },
  { path: '/user-center', screen: UserCenterScreen, titleKey: 'user-center:title', noToken: true },
];

/** The spec writes path parameters as `{name}`; wouter as `:name`. */
export const specPathOf = (path: string): string => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
