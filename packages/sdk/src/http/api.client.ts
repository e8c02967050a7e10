import { classifyResponse, DomainError, err, errorFromResponse, ok, type Result } from '@fairpass/domain';
import type { ApiReply } from './api-reply';
import { ENDPOINTS, type EndpointData, type EndpointInput, type EndpointName, type EndpointSpec } from './endpoints';
import { endpointRequest } from './endpoint-request';
import type { HttpRequest, HttpTransport, TransportOutcome } from './http-transport';
import { newIdempotencyKey } from './idempotency-key';
import type { InFlightLock } from './in-flight.lock';
import type { PrimedReads } from './primed-reads';
import type { RequestContext, Terminal } from './request-context';
import { requestHeaders } from './request-headers';

/** Fixed settings of the API client, taken from the client options. */
export interface ApiClientSettings {
  basicAuthorization: string;
  timeoutMs: number;
  uploadTimeoutMs: number;
  /** Extra attempts of an idempotent write whose reply was lost (same key every time). */
  idempotentRetries: number;
}

/** Live inputs of every request: session values, terminal, and what to do on a 401. */
export interface ApiClientHooks {
  context: () => RequestContext;
  terminal: () => Terminal;
  onUnauthorized: () => void;
}

export interface CallOptions {
  /** Reuse a key to repeat a write the user already sent (e.g. a retry button). */
  idempotencyKey?: string;
}

/**
 * Calls one catalogue endpoint: adds the spec §7 headers, guards writes with the in-flight lock and
 * idempotency keys, and judges every reply with the domain's `classifyResponse`.
 */
export class ApiClient {
  constructor(
    private readonly transport: HttpTransport,
    private readonly lock: InFlightLock,
    private readonly settings: ApiClientSettings,
    private readonly hooks: ApiClientHooks,
    /** Replies to reads the boot prefetch sent before this client existed. */
    private readonly primed?: PrimedReads,
  ) {}

  async call<N extends EndpointName>(
    name: N,
    input: EndpointInput<N>,
    options: CallOptions = {},
  ): Promise<Result<ApiReply<EndpointData<N>>>> {
    const spec: EndpointSpec = ENDPOINTS[name];
    const locks = spec.method === 'POST' && !spec.concurrent;
    if (locks && !this.lock.acquire(name)) return err(new DomainError('REQUEST.IN_FLIGHT'));
    try {
      return await this.exchange<EndpointData<N>>(spec, input, options);
    } finally {
      if (locks) this.lock.release(name);
    }
  }

  private async exchange<T>(spec: EndpointSpec, input: unknown, options: CallOptions): Promise<Result<ApiReply<T>>> {
    const headers = requestHeaders(this.hooks.context(), this.settings.basicAuthorization, this.hooks.terminal());
    if (spec.idempotent) headers['Idempotency-Key'] = options.idempotencyKey ?? newIdempotencyKey();
    const request = endpointRequest(spec, input, headers, spec.upload ? this.settings.uploadTimeoutMs : this.settings.timeoutMs);
    const attempts = spec.idempotent ? 1 + this.settings.idempotentRetries : 1;
    for (let attempt = 1; ; attempt += 1) {
      const outcome = await this.send(request);
      if (outcome.ok) return this.judge<T>(outcome.response.status, outcome.response.body);
      if (outcome.failure.kind === 'timeout') return err(new DomainError('NETWORK.TIMEOUT'));
      // A lost reply to a keyed write is safe to resend: the server replays the first result.
      if (attempt >= attempts) return err(new DomainError('NETWORK.EXCEPTION', outcome.failure.message));
    }
  }

  /** A primed reply if one waits for this read; a primed read that got no reply is sent again. */
  private async send(request: HttpRequest): Promise<TransportOutcome> {
    const primed = await this.primed?.take(request);
    return primed?.ok ? primed : this.transport.send(request);
  }

  private judge<T>(status: number, body: unknown): Result<ApiReply<T>> {
    const verdict = classifyResponse({ status, body });
    switch (verdict.kind) {
      case 'success':
        // The domain hands back the envelope's data, or the whole bare token body.
        return ok({ kind: 'success', code: verdict.code, data: verdict.data as T });
      case 'passThrough':
        return ok({ kind: 'passThrough', code: Number(verdict.code), data: verdict.data, message: verdict.message });
      case 'unauthorized':
        this.hooks.onUnauthorized();
        return err(errorFromResponse({ ...verdict, kind: 'unauthorized' }));
      case 'silent':
      case 'failure':
        return err(errorFromResponse({ ...verdict, kind: verdict.kind }));
    }
  }
}
