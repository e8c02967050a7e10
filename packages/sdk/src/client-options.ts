import type { ClockPort, NavigatorPort, StoragePort, WeChatPort } from '@fairpass/domain';
import type { FairpassLogger, HttpHooks } from './http/http-observer';
import type { HttpTransport } from './http/http-transport';
import type { PrimedReads } from './http/primed-reads';
import type { RetryPolicy } from './http/retry-policy';
import type { EnvironmentInfo } from './wechat/wechat-environment';

/** Options of {@link createFairpassClient}. Only the API location and the OAuth client are required. */
export interface FairpassClientOptions {
  /** API origin, e.g. `https://fair.example.com`; '' means the page's own origin. */
  baseURL: string;
  /** BladeX OAuth client (sent as `Authorization: Basic …`); from runtime config, never hard-coded. */
  clientId: string;
  clientSecret: string;
  /**
   * Web Storage (browsers), an in-memory twin (Node, tests) or your own port. Default: web when
   * available, else memory. `'web'` where there is no Web Storage (Node) is refused with a TypeError.
   * An async store (Redis, a cookie jar): `storage: await loadStorage(store)`.
   */
  storage?: 'web' | 'memory' | StoragePort;
  /** User agent and landing URL; default: read once from `navigator` / `location` at creation. */
  environment?: Partial<EnvironmentInfo>;
  /** Default: the system clock. */
  clock?: ClockPort;
  /**
   * Hash navigation (browsers), an in-memory twin, or your own port (e.g. the /pc/ site's history
   * router). Default: hash when `location` exists.
   */
  navigator?: 'hash' | 'memory' | NavigatorPort;
  /**
   * WeChat bridge. Default: the JS-SDK inside WeChat (script from `scriptUrl`, loaded on first use), a
   * no-op twin elsewhere. 'noop' or a port of your own replaces it.
   */
  wechat?: 'noop' | WeChatPort | { scriptUrl?: string };
  /**
   * The exhibition this client works for when no entry link names one — a /pc/ site of one exhibition
   * knows it. Used until `startFromLink` starts from a link (which then wins). Without it (and before a
   * link), exhibition-scoped operations are refused before sending with `SESSION.NO_EXHIBITION`.
   */
  exhibitionId?: string;
  /** The register type that goes with {@link exhibitionId} (e.g. `visitor`); the link's wins. */
  registerType?: string;
  /** The tenant (the `Tenant-Id` header, default `000000`) that goes with {@link exhibitionId}; the link's wins. */
  tenantId?: string;
  /** Origins a server-provided jump address may lead to. Default: none (jump addresses are skipped). */
  allowedRedirectOrigins?: readonly string[];
  /** Request time-out; default 300000 ms (spec §7). */
  timeoutMs?: number;
  /**
   * Time-out of a keyed write (a POST sent with an Idempotency-Key); default 20000 ms (the domain's
   * `WRITE_TIMEOUT_MS`). It then ends as NETWORK.TIMEOUT, and sending it again with the same key is safe.
   */
  writeTimeoutMs?: number;
  /** Upload time-out; default 6000000 ms (spec §7). */
  uploadTimeoutMs?: number;
  /** HTTP: `'axios'` (default), `'fetch'`, or your own {@link HttpTransport} (a test double, a proxy). */
  transport?: 'axios' | 'fetch' | HttpTransport;
  /**
   * Resends of reads and keyed writes that failed for want of a reply or with 502/503/504, with
   * exponential backoff. Plain writes are never resent. Default `{ retries: 2, baseDelayMs: 250, maxDelayMs: 2000 }`.
   */
  retry?: Partial<RetryPolicy>;
  /** Request/response hooks (tracing, metrics); they see method, path, status and timing, never headers or bodies. */
  hooks?: HttpHooks;
  /** Where the SDK logs what it sends and receives; messages never hold tokens, codes or bodies. */
  logger?: FairpassLogger;
  /** Replies of the boot prefetch (`prefetchEntryConfig` from `@fairpass/sdk/prefetch`), taken once each. */
  primedReads?: PrimedReads;
}
