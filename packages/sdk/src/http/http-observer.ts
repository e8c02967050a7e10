import type { HttpRequest, TransportOutcome } from './http-transport';

/** What a request hook sees of an attempt: no headers, no body, no query — so never a token or a code. */
export interface RequestEvent {
  readonly method: 'GET' | 'POST';
  /** The endpoint's path, without the query. */
  readonly path: string;
  /** 1 for the first send, 2 for the first retry, … */
  readonly attempt: number;
}

/** What a response hook sees: the HTTP status, or why no reply came, and how long the attempt took. */
export interface ResponseEvent extends RequestEvent {
  readonly status?: number;
  readonly failure?: 'timeout' | 'aborted' | 'network';
  readonly durationMs: number;
}

/** Request/response hooks (the `hooks` client option), e.g. for tracing or metrics. */
export interface HttpHooks {
  /** Before every attempt. The headers it returns are added; the SDK's own headers cannot be replaced. */
  onRequest?(event: RequestEvent): void | { readonly headers?: Readonly<Record<string, string>> };
  /** After every attempt, with its status or the reason no reply came. */
  onResponse?(event: ResponseEvent): void;
}

/** Where the SDK reports what it does (the `logger` option). Messages never hold tokens, codes or bodies. */
export interface FairpassLogger {
  /** One line per request sent and reply received. */
  debug(message: string): void;
  /** Retries and hooks that threw. */
  warn(message: string): void;
}

/** Runs the caller's hooks and logger; a throwing hook is logged, never allowed to break a call. */
export class HttpObserver {
  constructor(
    private readonly hooks: HttpHooks = {},
    private readonly logger?: FairpassLogger,
  ) {}

  beforeSend(request: HttpRequest, attempt: number): HttpRequest {
    const event: RequestEvent = { method: request.method, path: request.path, attempt };
    this.logger?.debug(`fairpass → ${request.method} ${request.path}${attempt > 1 ? ` (attempt ${attempt})` : ''}`);
    const extra = this.safely('onRequest', () => this.hooks.onRequest?.(event));
    if (!extra || !extra.headers) return request;
    // The caller's headers go first, so a hook can add a trace id but never swap the credentials.
    return { ...request, headers: { ...extra.headers, ...request.headers } };
  }

  afterSend(request: HttpRequest, attempt: number, startedAt: number, outcome: TransportOutcome): void {
    const durationMs = Date.now() - startedAt;
    const base = { method: request.method, path: request.path, attempt, durationMs };
    const event: ResponseEvent = outcome.ok ? { ...base, status: outcome.response.status } : { ...base, failure: outcome.failure.kind };
    const result = outcome.ok ? String(outcome.response.status) : outcome.failure.kind;
    this.logger?.debug(`fairpass ← ${request.method} ${request.path} ${result} in ${durationMs} ms`);
    this.safely('onResponse', () => this.hooks.onResponse?.(event));
  }

  retrying(request: HttpRequest, delayMs: number): void {
    this.logger?.warn(`fairpass ↻ ${request.method} ${request.path} again in ${delayMs} ms`);
  }

  private safely<T>(name: string, run: () => T): T | undefined {
    try {
      return run();
    } catch (error) {
      this.logger?.warn(`fairpass: the ${name} hook threw (${error instanceof Error ? error.name : 'error'}); the call goes on`);
      return undefined;
    }
  }
}
