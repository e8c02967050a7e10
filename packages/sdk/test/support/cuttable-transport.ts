// A transport whose network can be cut and restored, as a trade-fair hall's: while cut, every request
// fails as a lost connection would (no reply at all), before reaching the server.
import { FetchHttpTransport } from '../../src/http/fetch-http.transport';
import type { HttpRequest, HttpTransport, TransportOutcome } from '../../src/http/http-transport';

export class CuttableTransport implements HttpTransport {
  online = true;
  /** Requests that reached the server, by `METHOD path`. */
  readonly sent: string[] = [];
  private readonly inner: HttpTransport;

  constructor(baseURL: string) {
    this.inner = new FetchHttpTransport(baseURL);
  }

  async send(request: HttpRequest): Promise<TransportOutcome> {
    if (!this.online) return { ok: false, failure: { kind: 'network', message: 'offline' } };
    this.sent.push(`${request.method} ${request.path}`);
    return this.inner.send(request);
  }
}
