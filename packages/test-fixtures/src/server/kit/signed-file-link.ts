// A file address the server signs for a short while, with no token in it (`?expires=<epoch ms>&sig=<HMAC
// hex>`), as WeChat's browser needs for files it cannot save from a page: one key and scope per kind.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface SignedFileLinks {
  /** `origin + path(id)?expires=…&sig=…`, valid `ttl` ms from `now`. */
  signedUrl(origin: string, id: string, now: number, ttl?: number): { url: string; expiresAt: number };
  /** Whether `sig` is this kind's signature of `id` until `expires`, and `now` is before it. */
  holds(id: string, expires: string, sig: string, now: number): boolean;
}

export function signedFileLinks(options: { key: string; scope: string; path: (id: string) => string; ttlMs: number }): SignedFileLinks {
  const signatureOf = (id: string, expires: string): string => createHmac('sha256', options.key).update(`${options.scope}:${id}:${expires}`, 'utf8').digest('hex');
  return {
    signedUrl(origin, id, now, ttl = options.ttlMs) {
      const expiresAt = now + ttl;
      const expires = String(expiresAt);
      return { url: `${origin}${options.path(id)}?expires=${expires}&sig=${signatureOf(id, expires)}`, expiresAt };
    },
    holds(id, expires, sig, now) {
      if (!/^\d{1,16}$/.test(expires) || !/^[0-9a-f]{64}$/.test(sig)) return false;
      return timingSafeEqual(Buffer.from(signatureOf(id, expires)), Buffer.from(sig)) && now < Number(expires);
    },
  };
}
