// Steps for what another phone does while a journey watches one (issue 28): that person logs in by SMS
// code and calls the contract server's API with their token (a refund, a gift, a place in a waiting list),
// and the contract server's test hooks (settling a refund, an invoice; the organiser's seats).
import type { ContractServer } from '@fairpass/test-fixtures';
import { RC, SEED } from '@fairpass/test-fixtures';

const BASIC = `Basic ${Buffer.from(`${SEED.client.id}:${SEED.client.secret}`).toString('base64')}`;

/** What the API answered: the envelope's code and data. */
export interface ApiAnswer {
  readonly code: number;
  readonly data: Record<string, unknown>;
}

/** The person with `phone`, logged in on `demo`: a POST or GET of the API with their token (each POST with its own Idempotency-Key). */
export async function apiAs(server: ContractServer, phone: string) {
  const login = new URL('/api/blade-auth/oauth/token', server.url);
  const params = { scope: 'all', tenantId: SEED.tenantId, exhibitionid: 'demo', type: 'visitor', languatetype: 'cn', grant_type: 'appsms', phone, code: SEED.code };
  for (const [key, value] of Object.entries(params)) login.searchParams.set(key, value);
  const { access_token: token } = (await (await fetch(login, { method: 'POST', headers: { authorization: BASIC } })).json()) as { access_token: string };
  const headers = { authorization: BASIC, 'blade-auth': `bearer ${token}` };
  return {
    post: async (path: string, body: Record<string, unknown>): Promise<ApiAnswer> => {
      const response = await fetch(new URL(`${RC}${path}`, server.url), {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
        body: JSON.stringify(body),
      });
      return (await response.json()) as ApiAnswer;
    },
    get: async (path: string, query: Record<string, string>): Promise<ApiAnswer> => {
      const url = new URL(`${RC}${path}`, server.url);
      for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
      return (await (await fetch(url, { headers })).json()) as ApiAnswer;
    },
  };
}

/** A contract-server test hook (`/__contract/…`), POSTed; throws unless it answered 200. */
export async function contractHook(server: ContractServer, path: string, body: unknown): Promise<unknown> {
  const answer = await fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}: ${await answer.text()}`);
  return answer.json();
}
