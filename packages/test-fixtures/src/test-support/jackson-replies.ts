// Test-only: the scaffold the per-area Jackson-nulls tests share. Each area calls every one of its routes
// once from a fresh state, with the switch off and on (`collectReplies`), and `jacksonSwitchChecks` holds
// the two runs to the area's table of declared reply types: every route called and answering 200, no
// null and no missing declared field with the switch on, and the same set values as with it off.
import { beforeAll, expect, it } from 'vitest';
import { RC } from '../server/context';
import type { ContractServer } from '../server/start-contract-server';
import type { JavaKind } from '../server/wire-field-types';
import type { CallResult } from './contract-http';
import { hasNull, misfits, setValues } from './jackson-shape';
import type { ticketingHttp } from './ticketing-http';

type Shop = ReturnType<typeof ticketingHttp>;

/** Calls that keep their reply under `METHOD RC<path>` and hand back its `data`. */
export interface ReplyRecorder {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- data is read field by field
  get(token: string | undefined, path: string, query: Record<string, string>): Promise<any>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- data is read field by field
  post(token: string, path: string, body: unknown): Promise<any>;
  /** Keeps a reply made some other way (a multipart upload, say). */
  keep(method: 'GET' | 'POST', path: string, result: CallResult): unknown;
}

/** One reply per route `calls` makes, from a freshly reset server with the switch as asked. */
export async function collectReplies(server: ContractServer, shop: Shop, jacksonNulls: boolean, calls: (recorder: ReplyRecorder) => Promise<void>): Promise<Map<string, CallResult>> {
  server.reset();
  server.jacksonNulls.on = jacksonNulls;
  const replies = new Map<string, CallResult>();
  const keep = (method: 'GET' | 'POST', path: string, result: CallResult) => {
    replies.set(`${method} ${RC}${path}`, result);
    return result.body.data;
  };
  await calls({
    keep,
    get: async (token, path, query) => keep('GET', path, await shop.get(token, path, query)),
    post: async (token, path, body) => keep('POST', path, await shop.post(token, path, body)),
  });
  return replies;
}

/**
 * Registers (inside a describe) the two runs and the three checks every area shares; `mask` evens out
 * what is random between runs. The runs are there for the area's own checks once beforeAll ran.
 */
export function jacksonSwitchChecks(table: Readonly<Record<string, JavaKind>>, everyReply: (jacksonNulls: boolean) => Promise<Map<string, CallResult>>, mask: (key: string, body: unknown) => unknown = (_key, body) => body) {
  const runs = { plain: new Map<string, CallResult>(), jackson: new Map<string, CallResult>() };

  beforeAll(async () => {
    runs.plain = await everyReply(false);
    runs.jackson = await everyReply(true);
  });

  it('were all called, and all answered 200', () => {
    expect([...runs.jackson.keys()].sort()).toEqual(Object.keys(table).sort());
    for (const [key, { status }] of runs.jackson) expect({ key, status }).toEqual({ key, status: 200 });
  });

  it('leave no null in any reply, and every reply has all the fields its declared type has', () => {
    for (const [key, { body }] of runs.jackson) {
      expect({ key, nulls: hasNull(body) }).toEqual({ key, nulls: false });
      expect({ key, misfits: misfits(body.data, table[key]!) }).toEqual({ key, misfits: [] });
    }
  });

  it('answer the same set values as with the switch off', () => {
    for (const [key, reply] of runs.plain) expect({ key, body: mask(key, setValues(runs.jackson.get(key)?.body, reply.body)) }).toEqual({ key, body: mask(key, reply.body) });
  });

  return runs;
}
