// Test-only: a thin fetch wrapper that sends what the SDK sends, so tests read as wire conversations.
import { SEED } from '../data/seed.constants';
import type { TokenBody } from '../server/wire.types';

export const BASIC = `Basic ${Buffer.from(`${SEED.client.id}:${SEED.client.secret}`).toString('base64')}`;

export interface CallOptions {
  query?: Record<string, string>;
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  /** Leave out the Basic client header. */
  noBasic?: boolean;
}

export interface CallResult {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- bodies are asserted field by field
  body: any;
}

export function contractHttp(baseUrl: string) {
  async function call(method: 'GET' | 'POST' | 'DELETE', path: string, options: CallOptions = {}): Promise<CallResult> {
    const url = new URL(path, baseUrl);
    for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    if (!options.noBasic) headers.authorization = BASIC;
    if (options.token) headers['blade-auth'] = `bearer ${options.token}`;
    let body: FormData | string | undefined;
    if (options.body instanceof FormData) body = options.body;
    else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const response = await fetch(url, { method, headers, body, redirect: 'manual' });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text === '' ? undefined : JSON.parse(text);
    } catch {
      // Not JSON (static files, redirects): the text itself is the body.
    }
    return { status: response.status, headers: response.headers, body: parsed };
  }

  async function token(params: Record<string, string>, exhibitionId = 'demo'): Promise<CallResult> {
    return call('POST', '/api/blade-auth/oauth/token', {
      query: { scope: 'all', tenantId: SEED.tenantId, exhibitionid: exhibitionId, type: 'visitor', languatetype: 'cn', ...params },
    });
  }

  /** Logs in by SMS code and returns the bare token body (throws if the login fails: a broken fixture). */
  async function loginBySms(phone: string, exhibitionId = 'demo'): Promise<TokenBody> {
    const result = await token({ grant_type: 'appsms', phone, code: SEED.code }, exhibitionId);
    if (result.status !== 200) throw new Error(`login of ${phone} failed: ${JSON.stringify(result.body)}`);
    return result.body as TokenBody;
  }

  return { call, token, loginBySms, baseUrl: baseUrl.replace(/\/$/, '') };
}
