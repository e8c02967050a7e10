// Spec §2: the back-to-home button shows when the link's adapt flag is not "yes" (the desktop site is
// not in play) and a desktop home URL is configured — and, because it leaves the app, only when that
// URL passes the redirect allowlist.
import { isSafeRedirect } from '@fairpass/domain';

export interface BackHomeInput {
  readonly isOpenAdapt: string | undefined;
  readonly pcHomeUrl: string;
  readonly allowedOrigins: readonly string[];
}

export function backHomeUrl({ isOpenAdapt, pcHomeUrl, allowedOrigins }: BackHomeInput): string | null {
  if (isOpenAdapt === 'yes' || pcHomeUrl.trim() === '') return null;
  return isSafeRedirect(pcHomeUrl, allowedOrigins) ? pcHomeUrl : null;
}
