// The link and environment gates of spec §1–§2, as one pure function over an input object. The first
// gate that fails decides; the order below is the order a user would want the reasons explained.
import type { FunctionConfig } from '../config/function-config';
import { isOn } from '../config/switch';
import type { ErrorCode } from '../errors/error-codes';
import { httpOriginOf } from '../next-step/safe-redirect';
import type { Environment } from './environment';
import { REQUIRED_LINK_PARAMS } from './link-params';
import { isGateTargetPath, isOpenPath } from './open-paths';
import type { EntryContext } from './parse-entry-link';
import { buildQueryString } from './query-string';

export type GateCode = Extract<ErrorCode, 'LINK.INCORRECT' | 'LINK.OPEN_IN_WECHAT' | 'DEVICE.UNSUPPORTED'>;

export type GateOutcome =
  | { readonly kind: 'error'; readonly code: GateCode }
  | { readonly kind: 'route'; readonly path: '/closed' }
  | { readonly kind: 'redirect'; readonly url: string }
  | { readonly kind: 'pass' };

export interface EntryGateInput {
  readonly context: EntryContext;
  /** The in-app path about to be shown. */
  readonly path: string;
  /** The exhibition's config; null when it is not loaded (e.g. an open page without a link). */
  readonly config: Pick<FunctionConfig, 'closeRegistrationLink' | 'browserOpenSwitch' | 'browserOpenSwitchEn'> | null;
  readonly environment: Pick<Environment, 'isWeChat' | 'isDesktop' | 'isSupportedDevice'>;
  /** The desktop site; must be on the link's origin (spec §1). Defaults to `/pc/` on that origin. */
  readonly pcUrl?: string;
}

export const DEFAULT_PC_PATH = '/pc/';

/** The desktop URL on the link's own origin, or the default when the configured one is elsewhere. */
const desktopBase = (origin: string, pcUrl: string | undefined): string => {
  const configured = pcUrl?.trim() ?? '';
  if (configured !== '' && origin !== '' && httpOriginOf(configured) === origin) return configured;
  const path = /^\/(?![/\\])/.test(configured) && !/[\s\\]/.test(configured) ? configured : DEFAULT_PC_PATH;
  return `${origin}${path}`;
};

const desktopUrl = (context: EntryContext, pcUrl: string | undefined): string => {
  const base = desktopBase(context.origin, pcUrl);
  const query = buildQueryString(context.query);
  if (query === '') return base;
  return `${base}${base.includes('?') ? '&' : '?'}${query}`;
};

/** The path part of the desktop site's address, to tell whether the page already is the desktop site. */
const pathOf = (base: string, origin: string): string => {
  const path = (base.startsWith(origin) ? base.slice(origin.length) : base).split(/[?#]/, 1)[0] ?? '';
  return path.startsWith('/') ? path : `/${path}`;
};

/** True when the link already opened the desktop site (e.g. `/pc/` itself, or `/pc/index.html`). */
const isOnDesktopSite = (context: EntryContext, pcUrl: string | undefined): boolean => {
  const sitePath = pathOf(desktopBase(context.origin, pcUrl), context.origin);
  const folder = sitePath.endsWith('/') ? sitePath : sitePath.replace(/[^/]*$/, '');
  return context.pagePath === sitePath || (folder !== '/' && context.pagePath.startsWith(folder));
};

export const checkEntryGates = ({ context, path, config, environment, pcUrl }: EntryGateInput): GateOutcome => {
  // The desktop site applies its own rules, so a desktop visitor is sent there before anything else —
  // unless this page is the desktop site (the /pc/ build embeds the SDK too): no redirect to itself.
  if (environment.isDesktop && context.isOpenAdapt && !isOnDesktopSite(context, pcUrl)) {
    return { kind: 'redirect', url: desktopUrl(context, pcUrl) };
  }

  if (!isOpenPath(path) && REQUIRED_LINK_PARAMS.some((name) => context[name] === undefined)) {
    return { kind: 'error', code: 'LINK.INCORRECT' };
  }
  if (config !== null && !isGateTargetPath(path)) {
    if (isOn(config.closeRegistrationLink)) return { kind: 'route', path: '/closed' };
    const browserSwitch = context.languageType === 'en' ? config.browserOpenSwitchEn : config.browserOpenSwitch;
    if (!environment.isWeChat && !isOn(browserSwitch)) return { kind: 'error', code: 'LINK.OPEN_IN_WECHAT' };
  }
  // Last: a user on an old browser outside WeChat learns first that WeChat is the way in.
  if (!environment.isSupportedDevice && !isGateTargetPath(path)) return { kind: 'error', code: 'DEVICE.UNSUPPORTED' };
  return { kind: 'pass' };
};
