/**
 * Whether the openid redirect may send a browser to `url`: http(s) only, and the origin must be listed
 * or be a loopback host (http://127.0.0.1 or http://localhost, any port) where the app runs in tests.
 */
export function isAllowedRedirect(url: URL, allowedOrigins: readonly string[]): boolean {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password) return false;
  if (url.protocol === 'http:' && (url.hostname === '127.0.0.1' || url.hostname === 'localhost')) return true;
  return allowedOrigins.some((origin) => origin !== '' && originOf(origin) === url.origin);
}

function originOf(value: string): string {
  try {
    return new URL(value).origin;
  } catch {
    return '';
  }
}
