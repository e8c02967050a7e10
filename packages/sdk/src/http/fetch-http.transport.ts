import type { HttpRequest, HttpTransport, TransportOutcome } from './http-transport';

/**
 * HTTP over `fetch` (browsers, Node 20). The boot prefetch uses it because it must start before axios
 * has arrived; a client may use it too (`transport: 'fetch'`). Same contract as the axios adapter: every
 * status is a response, redirects are reported (never followed), and only a missing reply is a failure.
 */
export class FetchHttpTransport implements HttpTransport {
  constructor(
    private readonly baseURL: string = '',
    private readonly fetchFn: typeof fetch = (input, init) => globalThis.fetch(input, init),
  ) {}

  /** Sends one request over fetch; see {@link HttpTransport.send}. */
  async send(request: HttpRequest): Promise<TransportOutcome> {
    if (request.signal?.aborted) return { ok: false, failure: { kind: 'aborted' } };
    const abort = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      abort.abort();
    }, request.timeoutMs);
    const cancel = () => abort.abort();
    request.signal?.addEventListener('abort', cancel, { once: true });
    try {
      const { body, contentType } = encodedBody(request);
      const response = await this.fetchFn(this.urlOf(request), {
        method: request.method,
        headers: contentType ? { 'Content-Type': contentType, ...request.headers } : request.headers,
        body,
        redirect: 'manual',
        signal: abort.signal,
      });
      const text = await response.text();
      return { ok: true, response: { status: response.status, body: parsed(text) } };
    } catch (error) {
      if (timedOut) return { ok: false, failure: { kind: 'timeout' } };
      if (request.signal?.aborted) return { ok: false, failure: { kind: 'aborted' } };
      return { ok: false, failure: { kind: 'network', message: error instanceof Error ? error.message : String(error) } };
    } finally {
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', cancel);
    }
  }

  private urlOf({ path, query = {} }: HttpRequest): string {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) {
      if (value !== undefined) params.append(name, String(value));
    }
    const search = params.toString();
    return `${this.baseURL}${path}${search ? `?${search}` : ''}`;
  }
}

/**
 * Forms, uploads and strings go as they are (fetch sets their content type); any other body is JSON,
 * as axios sends it.
 */
function encodedBody(request: HttpRequest): { body?: BodyInit; contentType?: string } {
  const { body } = request;
  if (request.method === 'GET' || body === undefined || body === null) return {};
  const asIs =
    typeof body === 'string' ||
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams) ||
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob);
  if (asIs) return { body: body as BodyInit };
  return { body: JSON.stringify(body), contentType: 'application/json' };
}

/** JSON when it is JSON (as axios does), else the text itself for the domain to judge. */
function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
