import {
  classifyResponse,
  DomainError,
  err,
  IN_FLIGHT_RETRY_AFTER_MS,
  ok,
  withRequestFacts,
  type CallOptions,
  type Result,
} from '@fairpass/domain';
import { linkedAbort } from './abort-link';
import { refusalError } from './refusal-error';
import type { ApiReply } from './api-reply';
import type { Endpoint, EndpointSpec } from './endpoint';
import { endpointRequest } from './endpoint-request';
import type { HttpObserver } from './http-observer';
import type { AbortSignalLike, HttpRequest, HttpTransport, TransportOutcome } from './http-transport';
import { newIdempotencyKey, newRequestId } from './idempotency-key';
import { InFlightLock } from './in-flight.lock';
import type { PrimedReads } from './primed-reads';
import { readKey, writeKey } from './request-keys';
import type { RequestContext, Terminal } from './request-context';
import { bearerHeader, requestHeaders } from './request-headers';
import { backoffDelay, isRetryable, pause, type RetryPolicy } from './retry-policy';
import { SharedReads } from './shared-reads';

/** Fixed settings of the API client, taken from the client options. */
export interface ApiClientSettings {
  basicAuthorization: string;
  timeoutMs: number;
  /** The time-out of a keyed write (an idempotent POST): short, since sending it again is safe. */
  writeTimeoutMs: number;
  uploadTimeoutMs: number;
  retry: RetryPolicy;
}

/** Live inputs of every request: session values, terminal, and what to do on a 401. */
export interface ApiClientHooks {
  /** The session's header values for the next request. */
  context: () => RequestContext;
  /** The spec §7 terminal header. */
  terminal: () => Terminal;
  /**
   * What to do on a 401 of either shape that a token refresh could not cure (the session expiry), with
   * its code: AUTH.UNAUTHORIZED, or AUTH.SINGLE_EMPLOYEE_LOGIN when another employee's login ended it.
   */
  onUnauthorized: (code: SessionEndCode) => void;
  /**
   * Exchanges the stored refresh token for a new access token; true when it worked. A request that
   * carried a token and got a 401 is then sent once more with the new token, before the 401 rule applies.
   */
  refreshToken?: () => Promise<boolean>;
}


/** Why the server ended the session: a plain 401, or another employee's login (spec §8). */
export type SessionEndCode = 'AUTH.UNAUTHORIZED' | 'AUTH.SINGLE_EMPLOYEE_LOGIN';

/**
 * An exhibition-scoped call with no exhibition to send (before `startFromLink`, and no `exhibitionId`
 * given to the client): refused before sending, not answered "展会不存在" by the server.
 */
const lacksExhibition = (input: unknown): boolean =>
  typeof input === 'object' && input !== null && 'exhibitionId' in input && ['', undefined].includes((input as { exhibitionId?: string }).exhibitionId);

/** What `ApiClient.call` resolves to: the reply, or the error it was judged to be. */
export type Reply<T> = Result<ApiReply<T>>;

/**
 * Calls one endpoint of any area's catalogue: adds the spec §7 headers, shares identical reads that are
 * in flight, refuses an identical write while the first runs, keys writes that must not happen twice,
 * retries what is safe to retry, and judges every reply with the domain's `classifyResponse`.
 */
export class ApiClient {
  private readonly writes = new InFlightLock();
  private readonly reads = new SharedReads<Reply<unknown>>(() => err(new DomainError('REQUEST.ABORTED')));
  private readonly disposal = new AbortController();
  /** What a reply waits for before it is judged: every area's failures, once an area is in use. */
  private ready: () => Promise<unknown> = () => Promise.resolve();

  /** @internal the client builds its one API caller; callers use `client.api`. */
  constructor(
    private readonly transport: HttpTransport,
    private readonly settings: ApiClientSettings,
    private readonly hooks: ApiClientHooks,
    private readonly observer: HttpObserver,
    /** Replies to reads the boot prefetch sent before this client existed. */
    private readonly primed?: PrimedReads,
  ) {}

  /**
   * Calls `endpoint` with `input`: every rule of the class applies (sharing, locking, keys, retries, judging).
   * Every error of a sent call carries the `X-Request-Id` of its last request (`error.requestId`); every
   * error of a keyed write carries the `Idempotency-Key` it was sent with (`error.idempotencyKey`), so the
   * caller can retry that same write with `{ idempotencyKey: error.idempotencyKey }`.
   */
  async call<I, D>(endpoint: Endpoint<I, D>, input: I, options: CallOptions = {}): Promise<Reply<D>> {
    if (this.disposal.signal.aborted) return err(new DomainError('REQUEST.ABORTED', 'the client was disposed'));
    if (options.signal?.aborted) return err(new DomainError('REQUEST.ABORTED'));
    if (lacksExhibition(input)) return err(new DomainError('SESSION.NO_EXHIBITION', `${endpoint.method} ${endpoint.path} needs an exhibition: call startFromLink first, or give createFairpassClient an exhibitionId`));
    // A replay after a token refresh keeps the same Idempotency-Key: the server then runs a write once.
    const key = endpoint.idempotent ? (options.idempotencyKey ?? newIdempotencyKey()) : undefined;
    const trace: Trace = {};
    const reply = await this.keyedCall(endpoint, input, options, key, trace);
    if (reply.ok) return reply;
    return err(withRequestFacts(reply.error, { idempotencyKey: key, requestId: trace.requestId }));
  }

  private async keyedCall<I, D>(endpoint: Endpoint<I, D>, input: I, options: CallOptions, key: string | undefined, trace: Trace): Promise<Reply<D>> {
    // A keyed write gives up soon (NETWORK.TIMEOUT) rather than hold the visitor for minutes: sending it
    // again with the same key is answered with the first outcome. Uploads keep their long time-out.
    const timeout = endpoint.upload ? this.settings.uploadTimeoutMs : key !== undefined ? this.settings.writeTimeoutMs : this.settings.timeoutMs;
    const build = (): HttpRequest => {
      const headers = requestHeaders(this.hooks.context(), this.settings.basicAuthorization, this.hooks.terminal());
      if (key !== undefined) headers['Idempotency-Key'] = key;
      return endpointRequest(endpoint, input, headers, timeout);
    };
    const request = build();

    if (endpoint.method === 'GET') {
      const send = (signal: AbortSignalLike | undefined) => this.withTokenRefresh<D>(endpoint, request, build, signal, trace);
      return (await this.reads.join(readKey(request), send, options.signal)) as Reply<D>;
    }
    if (endpoint.concurrent) return this.withTokenRefresh<D>(endpoint, request, build, options.signal, trace);
    const lock = writeKey(request, options.idempotencyKey);
    // Its double still runs here: sending this one again after a short wait is answered by the first's outcome.
    if (!this.writes.acquire(lock)) return err(new DomainError('REQUEST.IN_FLIGHT', undefined, undefined, { retryAfterMs: IN_FLIGHT_RETRY_AFTER_MS }));
    try {
      return await this.withTokenRefresh<D>(endpoint, request, build, options.signal, trace);
    } finally {
      this.writes.release(lock);
    }
  }

  /**
   * Sends the request; a 401 to a request that carried a token gets one token refresh and one replay
   * (rebuilt, so it carries the new token). Only a 401 that survives that ends the session.
   */
  private async withTokenRefresh<T>(
    endpoint: Endpoint<unknown, T>,
    request: HttpRequest,
    build: () => HttpRequest,
    signal: AbortSignalLike | undefined,
    trace: Trace,
  ): Promise<Reply<T>> {
    const first = await this.exchange<T>(endpoint, request, signal, trace);
    const ended = sessionEndOf(first);
    if (ended === undefined) return first;
    let last = request;
    // Another employee's login ended this one: its refresh token is gone too, so no refresh is tried.
    const carriedToken = request.headers['Blade-Auth'] !== undefined;
    if (ended === 'AUTH.UNAUTHORIZED' && carriedToken && !endpoint.bare && this.hooks.refreshToken && (await this.hooks.refreshToken())) {
      last = build();
      const replay = await this.exchange<T>(endpoint, last, signal, trace);
      if (sessionEndOf(replay) === undefined) return replay;
    }
    if (!this.answersEndedSession(last)) this.hooks.onUnauthorized(ended);
    return first;
  }

  /**
   * Whether a 401 to `sent` is a late answer about a session this device no longer holds: the request
   * carried a token and another is held now, or none (logged out, or expired by another answer). It
   * ends nothing then: neither a later login's session nor, after a logout, the visit on the login page
   * with "your login has expired". The caller still gets AUTH.UNAUTHORIZED. A request sent with no
   * token keeps the 401 rule (spec §8).
   */
  private answersEndedSession(sent: HttpRequest): boolean {
    const carried = sent.headers['Blade-Auth'];
    return carried !== undefined && carried !== bearerHeader(this.hooks.context().token);
  }

  /**
   * @internal Each reply is judged once `ready()` has settled: the client's first area has every area's
   * failure tables fetched (`loadAllAreaErrors`, fetched again if that failed), and a reply's code must
   * be read with them known. A reply is still judged when they cannot be had.
   */
  judgeAfter(ready: () => Promise<unknown>): void {
    this.ready = ready;
  }

  /** Cancels every call in flight; later calls resolve to `REQUEST.ABORTED` at once. */
  dispose(): void {
    this.disposal.abort();
  }

  private async exchange<T>(spec: EndpointSpec, request: HttpRequest, callerSignal: AbortSignalLike | undefined, trace: Trace): Promise<Reply<T>> {
    const abort = linkedAbort(callerSignal, this.disposal.signal);
    try {
      for (let attempt = 1; ; attempt += 1) {
        const startedAt = Date.now();
        // Each attempt is its own request with its own id; the error names the last one sent.
        const requestId = newRequestId();
        trace.requestId = requestId;
        const sent = this.observer.beforeSend({ ...request, headers: { ...request.headers, 'X-Request-Id': requestId }, signal: abort.signal }, attempt);
        const outcome = await this.send(sent);
        this.observer.afterSend(sent, attempt, startedAt, outcome);
        if (attempt <= this.settings.retry.retries && isRetryable(spec, outcome)) {
          const delay = backoffDelay(this.settings.retry, attempt);
          this.observer.retrying(sent, delay);
          if (await pause(delay, abort.signal)) continue;
        }
        await this.ready().catch(() => undefined);
        return await this.conclude<T>(spec as Endpoint<unknown, T>, outcome, abort.signal.aborted);
      }
    } finally {
      abort.release();
    }
  }

  /** A primed reply if one waits for this read; a primed read that got no reply is sent again. */
  private async send(request: HttpRequest): Promise<TransportOutcome> {
    const primed = await this.primed?.take(request);
    return primed?.ok ? primed : this.transport.send(request);
  }

  private async conclude<T>(endpoint: Endpoint<unknown, T>, outcome: TransportOutcome, aborted: boolean): Promise<Reply<T>> {
    if (aborted) return err(new DomainError('REQUEST.ABORTED'));
    if (outcome.ok) return this.judge<T>(endpoint, outcome.response.status, outcome.response.body);
    switch (outcome.failure.kind) {
      case 'timeout':
        return err(new DomainError('NETWORK.TIMEOUT'));
      case 'aborted':
        return err(new DomainError('REQUEST.ABORTED'));
      case 'network':
        return err(new DomainError('NETWORK.EXCEPTION', outcome.failure.message));
    }
  }

  private async judge<T>(endpoint: Endpoint<unknown, T>, status: number, body: unknown): Promise<Reply<T>> {
    const verdict = classifyResponse({ status, body });
    switch (verdict.kind) {
      case 'success':
        // The domain hands back the envelope's data, or the whole bare token body.
        return ok({ kind: 'success', code: verdict.code, data: normalised(endpoint, verdict.data as T) });
      case 'passThrough':
        return ok({ kind: 'passThrough', code: Number(verdict.code), data: verdict.data, message: verdict.message });
      case 'unauthorized':
        return err(await refusalError({ ...verdict, kind: 'unauthorized' }, status));
      case 'silent':
      case 'failure':
        return err(await refusalError({ ...verdict, kind: verdict.kind }, status));
    }
  }
}

/** The request id of a call's last attempt, filled in as it is sent. */
interface Trace {
  requestId?: string;
}

/** The 401 a reply is, if it is one. */
const sessionEndOf = (reply: Reply<unknown>): SessionEndCode | undefined =>
  !reply.ok && (reply.error.code === 'AUTH.UNAUTHORIZED' || reply.error.code === 'AUTH.SINGLE_EMPLOYEE_LOGIN') ? reply.error.code : undefined;

/** The endpoint's normaliser over a success reply's data; an empty reply (null) is left as it is. */
function normalised<T>(endpoint: Endpoint<unknown, T>, data: T): T {
  return endpoint.normalise && data !== null && data !== undefined ? endpoint.normalise(data) : data;
}
