/**
 * Whether the openid redirect (and a payment's way back) may send a browser to `url`: http(s) only, no
 * credentials in it, and its origin exactly one of `allowedOrigins` (scheme, host and port): the
 * server's own origin and the ones it was configured with. Another port of the same host is another
 * origin, and is refused.
 */
export function isAllowedRedirect(url: URL, allowedOrigins: readonly string[]): boolean {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password) return false;
  return allowedOrigins.some((origin) => origin !== '' && originOf(origin) === url.origin);
}

const LOOPBACK_OR_ANY = new Set(['127.0.0.1', '::1', '0.0.0.0', '::', 'localhost']);

/**
 * The origins this server answers on, for its own redirects: `http://<address>:<port>`, and, when it
 * listens on a loopback or wildcard address, the loopback names of that same port (a browser may reach
 * `http://127.0.0.1:7700` as `http://localhost:7700`). Never another port.
 */
export function ownOriginsOf(address: string, port: number): string[] {
  const host = address.includes(':') ? `[${address}]` : address;
  const origins = [`http://${host}:${port}`];
  if (LOOPBACK_OR_ANY.has(address)) origins.push(`http://127.0.0.1:${port}`, `http://localhost:${port}`, `http://[::1]:${port}`);
  return [...new Set(origins)];
}

function originOf(value: string): string {
  try {
    return new URL(value).origin;
  } catch {
    return '';
  }
}
