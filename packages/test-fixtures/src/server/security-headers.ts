// The headers a production gateway sends with the app, and `pnpm start` with it (README "Deploying"):
// a Content-Security-Policy that allows the page's own inline boot script and styles by their hashes
// (read from the built index.html) and nothing inline besides, scripts only from this origin and
// WeChat's JS-SDK host, no framing; no MIME sniffing; no full URL (with its link parameters) sent to
// other sites.
import { createHash } from 'node:crypto';

/** Where the WeChat JS-SDK is loaded from inside WeChat (the SDK's DEFAULT_JWEIXIN_URL). */
const WECHAT_SCRIPT_HOST = 'https://res.wx.qq.com';

const hashesOf = (html: string, tag: 'script' | 'style'): string[] =>
  [...html.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body ?? '').digest('base64')}'`,
  );

export function contentSecurityPolicyOf(indexHtml: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${[...hashesOf(indexHtml, 'script'), WECHAT_SCRIPT_HOST].join(' ')}`,
    // Styles set from script (React style props, the theme's CSS variables) go through the CSSOM,
    // which a policy does not block; inline <style> is allowed only for the build's own blocks.
    `style-src 'self' ${hashesOf(indexHtml, 'style').join(' ')}`.trim(),
    // Exhibition images and article pictures come from the organiser's CDN (https); QR codes and
    // picked photos are data: / blob: URLs.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeadersOf(indexHtml: string): Readonly<Record<string, string>> {
  return {
    'content-security-policy': contentSecurityPolicyOf(indexHtml),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
}
