// Paths that work without login and without a complete link (spec §2 "Open without login").
import { normalisePath } from './link-url';

export const OPEN_PATHS: readonly string[] = [
  '/',
  '/error',
  '/closed',
  '/jump',
  '/geo',
  '/user-center',
  '/invite/home',
  '/meetingSignIn',
  '/exhibitorSelfService/exhInviteStaff',
  '/hotel',
  '/traffic',
  '/test2',
];

/** Pages that need a complete link but no token (spec §2 "Also marked no token"). */
export const NO_TOKEN_PATHS: readonly string[] = ['/exhibitorSelfService/boothInfo'];

/** Status pages the gates send users to; gating them again would loop. */
export const GATE_TARGET_PATHS: readonly string[] = ['/error', '/closed'];

const pathOnly = (path: string): string => normalisePath(path.split('?')[0] ?? '');

export const isOpenPath = (path: string): boolean => OPEN_PATHS.includes(pathOnly(path));

/** True when the page may be shown without a token: open paths and the no-token ones. */
export const needsNoToken = (path: string): boolean =>
  isOpenPath(path) || NO_TOKEN_PATHS.includes(pathOnly(path));

export const isGateTargetPath = (path: string): boolean => GATE_TARGET_PATHS.includes(pathOnly(path));
