// Paying sends the browser away (to WeChat's H5 cashier) and back (to returnUrl): both addresses go
// through the allowlist every full-page redirect of the app uses (isSafeRedirect, as for the
// after-login jump), so a tampered reply or input cannot send the buyer to a look-alike cashier.
import { DomainError, err, isSafeRedirect, ok, type Err, type Result } from '@fairpass/domain';
import { type PayStart } from '@fairpass/domain/ticketing';

/** REDIRECT.UNSAFE about `field` unless `url` is on one of `allowedOrigins`. */
export function offAllowlist(url: string, allowedOrigins: readonly string[], field: string): Err<DomainError> | undefined {
  return isSafeRedirect(url, allowedOrigins) ? undefined : err(new DomainError('REDIRECT.UNSAFE', undefined, undefined, { field }));
}

/**
 * The H5 cashier's address ready to open: WeChat's `h5_url` with `redirect_url` (where the cashier sends
 * the browser back) appended, as WeChat's H5 pay documents it; the server's `h5_url` alone is refused.
 */
export function withRedirectUrl(h5Url: string, returnUrl: string): string {
  const url = new URL(h5Url);
  url.searchParams.set('redirect_url', returnUrl);
  return url.href;
}

/**
 * The server's pay start, checked before anyone follows it: an H5 cashier off the allowlist is
 * REDIRECT.UNSAFE (else it comes back with `redirect_url` = `returnUrl` appended), a Native start without
 * its code is SERVER.FAILURE, and so is a channel this SDK does not know (never read as "nothing to pay").
 */
export function checkedPayStart(start: PayStart | null, allowedOrigins: readonly string[], returnUrl: string): Result<PayStart, DomainError> {
  // A reply with no data at all (null) has no channel either.
  if (start?.channel === 'h5') return offAllowlist(start.h5Url, allowedOrigins, 'h5Url') ?? ok({ channel: 'h5', h5Url: withRedirectUrl(start.h5Url, returnUrl) });
  if (start?.channel === 'native') return start.codeUrl === '' ? err(new DomainError('SERVER.FAILURE', 'native pay start without a code_url')) : ok(start);
  if (start?.channel === 'jsapi' || start?.channel === 'none') return ok(start);
  const channel = (start as { channel?: unknown } | null)?.channel;
  return err(new DomainError('SERVER.FAILURE', `unknown pay channel: ${JSON.stringify(channel) ?? 'none'}`));
}
