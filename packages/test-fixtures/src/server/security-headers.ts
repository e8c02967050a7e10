// The headers a production gateway sends with the app, and `pnpm start` with it (docs/deploying.md):
// a Content-Security-Policy that allows the page's own inline boot script and styles by their hashes
// (read from the built index.html) and nothing inline besides, scripts only from this origin and
// WeChat's JS-SDK host, no framing; no MIME sniffing; no full URL (with its link parameters) sent to
// other sites; the powerful browser features off but for the two the app uses itself (the lead tool's
// camera, the /geo screen's position). The API's replies: never sniffed, never stored by a cache (they
// carry tokens and personal data). HSTS is the gateway's (docs/deploying.md): this server speaks
// plain http.
import type { FastifyInstance } from 'fastify';
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

/**
 * The browser features the page may use: the camera (the lead tool scans badges with it) and the
 * position (/geo, when a link asks for it) on this origin only; no microphone, payment request, USB or
 * screen capture anywhere (WeChat Pay goes through WeixinJSBridge, not the Payment Request API).
 */
export const PERMISSIONS_POLICY = 'camera=(self), geolocation=(self), microphone=(), payment=(), usb=(), display-capture=()';

export function securityHeadersOf(indexHtml: string): Readonly<Record<string, string>> {
  return {
    'content-security-policy': contentSecurityPolicyOf(indexHtml),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
  };
}

/** Sent with every reply under /api/, the token endpoint's included, whatever the outcome. */
export const API_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
};

/** Puts API_HEADERS on every /api/ reply: answers, refusals, 401s of the gateway, 404s and replays. */
export function registerApiHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/')) reply.headers(API_HEADERS);
    return payload;
  });
}
