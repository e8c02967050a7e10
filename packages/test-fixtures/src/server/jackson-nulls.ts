// The real backend's Jackson setup (BladeX's BladeBeanSerializerModifier) writes no JSON null: a null
// String as "", a null number as -1, a null Boolean as false, a null list as [], a null object as {} —
// and a field the model leaves unset is written all the same. With this switch on, the contract server
// answers that way, so the SDK is tested against what production sends. The declared type of every
// field comes from one table, REPLY_DATA (routes/all.routes.ts: wire-field-types.ts's core table and
// each area's own).
import type { FastifyInstance } from 'fastify';
import { isEnvelope } from './envelope';
import { BARE, VOID, type JavaKind } from './wire-field-types';
import type { Envelope } from './wire.types';

/** What Jackson writes for a null of this kind. */
export function placeholder(kind: JavaKind): unknown {
  if (kind === 'string') return '';
  if (kind === 'number') return -1;
  if (kind === 'boolean') return false;
  return 'list' in kind ? [] : {};
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `value` as Jackson would write it, given its declared kind: nulls and unset declared fields get the
 * placeholder of their kind; set values are kept; fields the kind does not declare pass unchanged.
 */
export function jacksonValue(value: unknown, kind: JavaKind): unknown {
  if (value === null || value === undefined) return placeholder(kind);
  if (typeof kind === 'string') return value;
  if ('list' in kind) return Array.isArray(value) ? value.map((item) => jacksonValue(item, kind.list)) : value;
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(value)) {
    const declared = kind.object[name];
    out[name] = declared ? jacksonValue(field, declared) : field;
  }
  for (const [name, declared] of Object.entries(kind.object)) {
    if (!(name in out)) out[name] = placeholder(declared);
  }
  return out;
}

/**
 * An envelope as the backend writes it. Success: `data` by the route's declared type. A service
 * failure (`R.fail`, which has a `success` field: HTTP 400, the in-service 401, 500) goes through the
 * same ObjectMapper and its `data` is declared Object, so null becomes `{}`. The gateway's 401 (no
 * `success` field) is written by the gateway, not the service: left alone.
 */
export function jacksonEnvelope(envelope: Envelope<unknown>, kind: JavaKind | undefined): Envelope<unknown> {
  if (envelope.success === true) return { ...envelope, data: jacksonValue(envelope.data, kind ?? VOID) };
  if ('success' in envelope) return { ...envelope, data: envelope.data ?? {} };
  return envelope;
}

/** The switch, on from the start option or over HTTP (`POST /__contract/jackson-nulls {on}`). */
export class JacksonNulls {
  on: boolean;
  constructor(private readonly initially: boolean) {
    this.on = initially;
  }
  /** Back to the start option (reset()). */
  reset(): void {
    this.on = this.initially;
  }
}

/** `METHOD path` of a route as registered, the key of REPLY_DATA. */
const routeKey = (method: string, url: string): string => `${method} ${url}`;

/**
 * Rewrites every API envelope while the switch is on. Register it before the routes (every `/api/`
 * route must declare its reply type, or the server refuses to start) and before the fault hooks (so it
 * sees the handler's envelope before a pass-through or string-code fault rewrites it).
 */
export function registerJacksonNulls(app: FastifyInstance, jackson: JacksonNulls, replyData: Readonly<Record<string, JavaKind | typeof BARE>>): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      if (!(routeKey(method, route.url) in replyData)) {
        throw new Error(`${routeKey(method, route.url)}: declare the type of its reply data in REPLY_DATA (its area's replyData in <area>.area.ts, or wire-field-types.ts for the core)`);
      }
    }
  });

  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (!jackson.on || !request.url.startsWith('/api/') || !isEnvelope(payload)) return payload;
    const url = request.routeOptions.url;
    const kind = url === undefined ? undefined : replyData[routeKey(request.method, url)];
    if (kind === BARE) return payload;
    return jacksonEnvelope(payload, kind);
  });
}
