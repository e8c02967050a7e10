import type { HttpRequest, HttpTransport, TransportOutcome } from './http-transport';

/**
 * The default transport, axios, loaded on the first request rather than imported: a caller that passes
 * `transport: 'fetch'` (or its own) then ships no axios at all, while everyone else still gets axios.
 */
export class DeferredAxiosTransport implements HttpTransport {
  private transport?: Promise<HttpTransport>;

  constructor(private readonly baseURL: string) {}

  async send(request: HttpRequest): Promise<TransportOutcome> {
    this.transport ??= import('./axios-http.transport').then(({ AxiosHttpTransport }) => new AxiosHttpTransport(this.baseURL));
    return (await this.transport).send(request);
  }
}
