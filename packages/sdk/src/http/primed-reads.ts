import type { HttpRequest, TransportOutcome } from './http-transport';

/**
 * Replies to reads sent before the client existed (the boot prefetch, see `prefetchEntryConfig`). The
 * first call that sends the same read takes the reply instead of asking again; a later one asks anew.
 */
export class PrimedReads {
  private readonly replies = new Map<string, Promise<TransportOutcome>>();

  /** Keeps the reply to a read sent early (reads only). */
  add(request: HttpRequest, reply: Promise<TransportOutcome>): void {
    if (request.method !== 'GET') throw new Error(`only reads can be primed, not ${request.method} ${request.path}`);
    // Nobody may be waiting yet: a failure is a value here, taken (or dropped) with the reply.
    this.replies.set(readKey(request), reply);
  }

  /** The kept reply for this read, once; undefined when there is none. */
  take(request: HttpRequest): Promise<TransportOutcome> | undefined {
    if (request.method !== 'GET' || this.replies.size === 0) return undefined;
    const key = readKey(request);
    const reply = this.replies.get(key);
    this.replies.delete(key);
    return reply;
  }

  get size(): number {
    return this.replies.size;
  }
}

/**
 * What makes two reads the same: path, query, tenant and language. Who is logged in (token, user type)
 * is left out: the reads primed at boot are the exhibition's config, the same for every visitor.
 */
function readKey({ path, query = {}, headers }: HttpRequest): string {
  const params = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}=${String(value)}`)
    .sort();
  return JSON.stringify([path, params, headers['Tenant-Id'] ?? '', headers['Language-Type'] ?? '']);
}
