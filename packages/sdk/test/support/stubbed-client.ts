// A client whose transport is a stub answering as the backend would, so an operation test sees what was
// sent (or that nothing was) and what the caller gets back, without a server.
import { createFairpassClient, type FairpassClient } from '../../src/client';
import type { HttpRequest, HttpTransport, TransportOutcome } from '../../src/http/http-transport';
import { sessionStoreOf } from '../../src/testing';

export const APP = 'https://fair.example';
export const CASHIER = 'https://pay.example';

/** What the stub answers every request with: `data` in a success envelope, or the failure envelope given. */
export interface StubReply {
  readonly data?: unknown;
  readonly status?: number;
  readonly body?: unknown;
}

/** A client on {@link APP} (allowlist: the app and the cashier) that entered the `demo` exhibition. */
export function stubbedClient(reply: StubReply = {}): { client: FairpassClient; sent: HttpRequest[] } {
  const sent: HttpRequest[] = [];
  const transport: HttpTransport = {
    send: async (request): Promise<TransportOutcome> => {
      sent.push(request);
      const body = reply.body ?? { code: 200, success: true, data: reply.data ?? null, msg: '操作成功' };
      return { ok: true, response: { status: reply.status ?? 200, body } };
    },
  };
  const client = createFairpassClient({
    baseURL: APP,
    clientId: 'saber',
    clientSecret: 'saber_secret',
    storage: 'memory',
    navigator: 'memory',
    wechat: 'noop',
    transport,
    environment: { userAgent: 'node', landingUrl: `${APP}/` },
    allowedRedirectOrigins: [APP, CASHIER],
  });
  sessionStoreOf(client).setEntry({ exhibitionId: 'demo', registerType: 'visitor', tenantId: '000000' });
  return { client, sent };
}

/** Deliberately untyped, as a plain JavaScript caller or a form that lost a value would pass it. */
export const loose = <T>(value: unknown) => value as T;
