// Every route that has a real screen, and nothing else. Adding a screen = one entry here + one lazy
// component under src/features/<area>/.
import { lazyScreen } from './lazy-screen';
import type { RouteEntry } from './route-entry';

const ErrorScreen = lazyScreen(() => import('../features/system/error-screen'));
const ClosedScreen = lazyScreen(() => import('../features/system/closed-screen'));
const JumpScreen = lazyScreen(() => import('../features/system/jump-screen'));
const GeoScreen = lazyScreen(() => import('../features/system/geo-screen'));
const TransitionScreen = lazyScreen(() => import('../features/system/transition-screen'));
const DiagnosticsScreen = lazyScreen(() => import('../features/system/diagnostics-screen'));
// login and account (registration feature)
const EntryScreen = lazyScreen(() => import('../features/registration/entry-screen'));
const LoginScreen = lazyScreen(() => import('../features/registration/login-screen'));
const ForgotPasswordScreen = lazyScreen(() => import('../features/registration/forgot-password-screen'));
const ChangePasswordScreen = lazyScreen(() => import('../features/registration/change-password-screen'));
const WhatsAppScreen = lazyScreen(() => import('../features/registration/whatsapp-screen'));
// after login: registration flow, confirmation, content, user centre
const PhotoScreen = lazyScreen(() => import('../features/registration-flow/photo-screen'));
const InfoFormScreen = lazyScreen(() => import('../features/registration-flow/info-form-screen'));
const QuestionnaireScreen = lazyScreen(() => import('../features/registration-flow/questionnaire-screen'));
const AuditingScreen = lazyScreen(() => import('../features/registration-flow/auditing-screen'));
const ConfirmationScreen = lazyScreen(() => import('../features/confirmation/confirmation-screen'));
const ExtractConfirmationScreen = lazyScreen(() => import('../features/confirmation/extract-confirmation-screen'));
const RegQrCodeScreen = lazyScreen(() => import('../features/confirmation/reg-qrcode-screen'));
const SmsQrCodeScreen = lazyScreen(() => import('../features/confirmation/sms-qrcode-screen'));
const ContentScreen = lazyScreen(() => import('../features/content/content-screen'));
const UserCenterScreen = lazyScreen(() => import('../features/user-center/user-center-screen'));

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
