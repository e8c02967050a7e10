import type { HttpRequest } from './http-transport';

// What makes two requests "the same": the in-flight rules share identical reads and refuse an identical
// write while the first still runs, so these keys must tell different requests apart exactly.

const uploads = new WeakMap<object, number>();
let nextUpload = 0;

/** A multipart body is its own identity: two uploads of different files are two requests. */
function bodyKey(body: unknown): string {
  if (body === undefined || body === null) return '';
  if (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams) return body.toString();
  if (typeof FormData !== 'undefined' && body instanceof FormData) {
    if (!uploads.has(body)) uploads.set(body, (nextUpload += 1));
    return `upload#${uploads.get(body)}`;
  }
  return JSON.stringify(body);
}

const sortedEntries = (record: Readonly<Record<string, unknown>> = {}) =>
  Object.entries(record)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

/** A read: path, query and every header (who asks, in which language and tenant). */
export function readKey(request: HttpRequest): string {
  return JSON.stringify([request.method, request.path, sortedEntries(request.query), sortedEntries(request.headers)]);
}

/** A write: its Idempotency-Key when the caller chose one, else method, path and body. */
export function writeKey(request: HttpRequest, idempotencyKey: string | undefined): string {
  if (idempotencyKey !== undefined) return `key:${idempotencyKey}`;
  return JSON.stringify([request.method, request.path, bodyKey(request.body)]);
}
