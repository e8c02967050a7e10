import type { ClockPort, NavigatorPort, StoragePort, WeChatPort } from '@fairpass/domain';
import type { PrimedReads } from './http/primed-reads';
import type { EnvironmentInfo } from './wechat/wechat-environment';

/** Options of {@link createFairpassClient}. Only the API location and the OAuth client are required. */
export interface FairpassClientOptions {
  /** API origin, e.g. `https://fair.example.com`; '' means the page's own origin. */
  baseURL: string;
  /** BladeX OAuth client (sent as `Authorization: Basic …`); from runtime config, never hard-coded. */
  clientId: string;
  clientSecret: string;
  /** Web Storage (browsers), an in-memory twin (Node, tests) or your own port. Default: web when available. */
  storage?: 'web' | 'memory' | StoragePort;
  /** User agent and landing URL; default: read once from `navigator` / `location` at creation. */
  environment?: Partial<EnvironmentInfo>;
  /** Default: the system clock. */
  clock?: ClockPort;
  /** Hash navigation (browsers), an in-memory twin, or your own port. Default: hash when `location` exists. */
  navigator?: 'hash' | 'memory' | NavigatorPort;
  /**
   * WeChat bridge. Default: the JS-SDK inside WeChat (script from `scriptUrl`, loaded on first use), a
   * no-op twin elsewhere. 'noop' or a port of your own replaces it.
   */
  wechat?: 'noop' | WeChatPort | { scriptUrl?: string };
  /** Origins a server-provided jump address may lead to. Default: none (jump addresses are skipped). */
  allowedRedirectOrigins?: readonly string[];
  /** Request time-out; default 300000 ms (spec §7). */
  timeoutMs?: number;
  /** Upload time-out; default 6000000 ms (spec §7). */
  uploadTimeoutMs?: number;
  /** Resends of an idempotent write whose reply was lost (same key each time); default 2. */
  idempotentRetries?: number;
  /** Replies of the boot prefetch (`prefetchEntryConfig` from `@fairpass/sdk/prefetch`), taken once each. */
  primedReads?: PrimedReads;
}
