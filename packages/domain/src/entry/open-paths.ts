// Which pages work without a login or a complete link: read from the route catalogue (spec §2 "Open
// without login", "Also marked no token"), never listed a second time.
import { normalisePath } from './link-url';
import { policyOf } from '../routes/route-access';

/** Status pages the gates send users to; gating them again would loop. */
export const GATE_TARGET_PATHS: readonly string[] = ['/error', '/closed'];

const pathOnly = (path: string): string => normalisePath(path.split('?')[0] ?? '');

/** Works without a login and without a complete link. */
export const isOpenPath = (path: string): boolean => policyOf(path).access === 'open';

/** True when the page may be shown without a token: open pages and the no-token ones. */
export const needsNoToken = (path: string): boolean => policyOf(path).access !== 'login';

export const isGateTargetPath = (path: string): boolean => GATE_TARGET_PATHS.includes(pathOnly(path));
