import axios, { type AxiosInstance } from 'axios';
import type { HttpRequest, HttpTransport, TransportOutcome } from './http-transport';

/**
 * HTTP over axios. Every status comes back as a response (the domain classifies envelopes), redirects
 * are not followed (a 302 is reported, never chased), and only missing replies become failures.
 */
export class AxiosHttpTransport implements HttpTransport {
  private readonly axios: AxiosInstance;

  constructor(baseURL = '') {
    this.axios = axios.create({
      baseURL,
      validateStatus: () => true,
      maxRedirects: 0,
      // Tell time-outs (ETIMEDOUT) apart from other aborted connections.
      transitional: { clarifyTimeoutError: true },
    });
  }

  async send(request: HttpRequest): Promise<TransportOutcome> {
    try {
      const response = await this.axios.request({
        method: request.method,
        url: request.path,
        params: request.query,
        data: request.body,
        headers: { ...request.headers },
        timeout: request.timeoutMs,
        // axios reads only `aborted` and the listeners, which the structural signal provides.
        signal: request.signal as AbortSignal | undefined,
      });
      return { ok: true, response: { status: response.status, body: response.data as unknown } };
    } catch (error) {
      if (axios.isCancel(error)) return { ok: false, failure: { kind: 'aborted' } };
      if (!axios.isAxiosError(error)) throw error;
      if (error.code === 'ETIMEDOUT') {
        return { ok: false, failure: { kind: 'timeout' } };
      }
      return { ok: false, failure: { kind: 'network', message: error.code ?? error.message } };
    }
  }
}
