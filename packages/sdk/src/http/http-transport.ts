import type { AbortSignalLike } from '@fairpass/domain';

export type { AbortSignalLike } from '@fairpass/domain';

/** One HTTP exchange as the SDK sees it, independent of the library that performs it. */
export interface HttpRequest {
  method: 'GET' | 'POST';
  /** Absolute path on the API origin, e.g. `/api/ef-registration-client/pageConfig`. */
  path: string;
  query?: Readonly<Record<string, string | number | undefined>>;
  /** JSON body, or a `FormData` for multipart uploads. */
  body?: unknown;
  headers: Readonly<Record<string, string>>;
  timeoutMs: number;
  /** Cancels the exchange: the caller's signal joined with the client's own (`dispose()`). */
  signal?: AbortSignalLike;
}


/** Any HTTP status with its parsed body: statuses are judged later by the domain, not here. */
export interface HttpResponse {
  status: number;
  body: unknown;
}

/** Why no response arrived: a time-out, the caller cancelled, or the connection failed or was cut. */
export type TransportFailure = { kind: 'timeout' } | { kind: 'aborted' } | { kind: 'network'; message: string };

/** A response, or why none came. */
export type TransportOutcome =
  | { ok: true; response: HttpResponse }
  | { ok: false; failure: TransportFailure };

/** The port the API caller sends through: axios by default, `fetch`, or a caller's own (the `transport` option). */
export interface HttpTransport {
  /** Sends one request; resolves (never rejects) with the response or the failure. */
  send(request: HttpRequest): Promise<TransportOutcome>;
}
