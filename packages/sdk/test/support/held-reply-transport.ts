// A transport over real HTTP that, while `holding`, keeps the reply of one path from the caller until the
// test releases it: the server has answered (and done what the request asked), the phone has not heard.
import { FetchHttpTransport } from '../../src/http/fetch-http.transport';
import type { HttpRequest, HttpTransport, TransportOutcome } from '../../src/http/http-transport';

export class HeldReplyTransport implements HttpTransport {
  holding = false;
  private readonly inner: HttpTransport;
  private releaseHeld: () => void = () => undefined;
  private readonly released = new Promise<void>((resolve) => (this.releaseHeld = resolve));
  private markAnswered: () => void = () => undefined;
  /** Settles once the server has answered the held path. */
  readonly answered = new Promise<void>((resolve) => (this.markAnswered = resolve));

  constructor(
    baseURL: string,
    private readonly pathEnd: string,
  ) {
    this.inner = new FetchHttpTransport(baseURL);
  }

  async send(request: HttpRequest): Promise<TransportOutcome> {
    const outcome = await this.inner.send(request);
    if (!this.holding || !request.path.endsWith(this.pathEnd)) return outcome;
    this.markAnswered();
    await this.released;
    return outcome;
  }

  /** Hands the held reply to the caller. */
  release(): void {
    this.releaseHeld();
  }
}
