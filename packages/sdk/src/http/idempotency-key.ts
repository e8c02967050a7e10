/**
 * A fresh client UUID for the `Idempotency-Key` header. `crypto.randomUUID` exists in Node 20 and in
 * browsers' secure contexts; a page served over plain http (a LAN demo) only has `getRandomValues`,
 * so a v4 UUID is assembled from that instead of failing.
 */
export function newIdempotencyKey(): string {
  const cryptoApi = globalThis.crypto;
  if (typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = cryptoApi.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40; // version 4
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A fresh id for the `X-Request-Id` header of one request (each attempt has its own), for support. */
export const newRequestId = (): string => newIdempotencyKey();
