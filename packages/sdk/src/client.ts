import { REQUEST_TIMEOUT_MS, UPLOAD_TIMEOUT_MS, WRITE_TIMEOUT_MS, type ClockPort, type Environment, type NavigatorPort, type StoragePort, type WeChatPort } from '@fairpass/domain';
import { SystemClock } from './clock/system.clock';
import type { FairpassClientOptions } from './client-options';
import type { ClientSettings } from './client-settings';
import { captureEnvironment, pickNavigator, pickStorage, pickTransport, pickWeChat } from './di/adapters';
import type { CoreOperations } from './di/core-operations';
import { attachInternals, internalsOf } from './di/client-internals';
import { CoreGraph } from './di/core-graph';
import { CORE_WIRING, coreOperationsOf, loadLaterWiring } from './di/core-wiring';
import { ApiClient } from './http/api.client';
import { basicAuthorization } from './http/basic-client';
import { HttpObserver } from './http/http-observer';
import { DEFAULT_RETRY_POLICY } from './http/retry-policy';
import { AccountData, type AccountDataRegistry } from './session/account-data';
import { SessionExpiry } from './session/session-expiry';
import { SessionStore, type SessionState } from './session/session.store';
import { sessionView } from './session/session-view';
import { WeChatEnvironment } from './wechat/wechat-environment';

/** The adapters the client runs on, for callers that need them directly (e.g. the app's router). */
export interface FairpassPorts {
  readonly storage: StoragePort;
  readonly navigator: NavigatorPort;
  readonly wechat: WeChatPort;
  readonly clock: ClockPort;
}

/**
 * What {@link createFairpassClient} returns: the core operations (auth, entry flow, config, the user
 * record, WeChat share, logs), the session, the ports, and `dispose()`. Other business areas come from
 * their own entries: `getRegistration(client)` from `@fairpass/sdk/registration`, `getContent(client)`
 * from `@fairpass/sdk/content`.
 */
export type FairpassClient = CoreOperations & {
  /** Session state: read-only observables plus bound `subscribe`/`getSnapshot` for `useSyncExternalStore`. */
  readonly session: SessionState;
  readonly ports: FairpassPorts;
  /** Browser facts read from the user agent (WeChat, iOS, Android, desktop, supported device). */
  readonly environment: Environment;
  /** What the client was created with that callers must agree with, e.g. the redirect allowlist. */
  readonly settings: ClientSettings;
  /** The raw endpoint caller: for endpoints without an operation, and for 2001/2002 replies as results. */
  readonly api: ApiClient;
  /**
   * What the device keeps of the logged-in account, forgotten on logout, on a 401 and when another
   * account logs in: register the app's own keys (form drafts) and steps here.
   */
  readonly accountData: AccountDataRegistry;
  /** Cancels every request in flight and ends the session streams; later calls resolve to `REQUEST.ABORTED`. */
  dispose(): void;
};

/**
 * Creates a fairpass client: the adapters (HTTP, storage, navigation, WeChat, clock), the session store
 * and the core operations, each built the first time it is used. The core is wired by hand
 * (di/core-wiring.ts); the client's one inversify container is built the first time an area is asked
 * for (`getRegistration(client)`), on the same instances, so a page that only logs in never loads it.
 * Works in browsers and in Node 20; nothing global is read before this call.
 *
 * @example
 * ```ts
 * import { createFairpassClient } from '@fairpass/sdk';
 *
 * const client = createFairpassClient({
 *   baseURL: 'https://fair.example.com',
 *   clientId: process.env.FAIRPASS_CLIENT_ID!, // from runtime configuration, never the source
 *   clientSecret: process.env.FAIRPASS_CLIENT_SECRET!,
 *   exhibitionId: 'demo', // or: await client.startFromLink.execute({ url })
 *   storage: 'memory',
 *   navigator: 'memory',
 * });
 * const login = await client.loginBySms.execute({ phone: '13800000004', code: '123456' });
 * if (!login.ok) throw login.error;
 * client.dispose();
 * ```
 */
export function createFairpassClient(options: FairpassClientOptions): FairpassClient {
  const storage = pickStorage(options.storage);
  const navigator = pickNavigator(options.navigator);
  const clock = options.clock ?? new SystemClock();
  const environment = new WeChatEnvironment(captureEnvironment(options.environment));
  const wechat = pickWeChat(options.wechat, environment, navigator, options.baseURL);
  const store = new SessionStore(storage, () => clock.now());
  seedEntry(store, options);
  const accountData = new AccountData(store, storage);
  const expiry = new SessionExpiry(store, storage, navigator, accountData);
  let refreshing: Promise<boolean> | undefined;
  // Late-bound: the refresh is an operation of this very client, built below.
  const refreshAccessToken = async (): Promise<boolean> => (await operations.refreshToken.execute()).ok;
  const settings: ClientSettings = {
    allowedRedirectOrigins: options.allowedRedirectOrigins ?? [],
    apiBaseUrl: options.baseURL,
  };
  const api = new ApiClient(
    pickTransport(options.transport, options.baseURL),
    {
      basicAuthorization: basicAuthorization(options),
      timeoutMs: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
      writeTimeoutMs: options.writeTimeoutMs ?? WRITE_TIMEOUT_MS,
      uploadTimeoutMs: options.uploadTimeoutMs ?? UPLOAD_TIMEOUT_MS,
      retry: { ...DEFAULT_RETRY_POLICY, ...options.retry },
    },
    {
      context: () => requestContextOf(store),
      terminal: () => environment.terminal,
      onUnauthorized: (code) => expiry.expire(code),
      // One refresh at a time: requests that got a 401 together wait for the same new token.
      refreshToken: () => (refreshing ??= refreshAccessToken().finally(() => (refreshing = undefined))),
    },
    new HttpObserver(options.hooks, options.logger),
    options.primedReads,
  );

  const core = new CoreGraph({ storage, navigator, clock, wechat, environment, session: store, accountData, settings, api }, CORE_WIRING, loadLaterWiring);
  const operations = coreOperationsOf(core);
  const client = Object.defineProperties(
    {},
    {
      ...Object.getOwnPropertyDescriptors(operations),
      session: { value: sessionView(store), enumerable: true },
      ports: { value: Object.freeze({ storage, navigator, wechat, clock }), enumerable: true },
      environment: { value: environment.facts, enumerable: true },
      settings: { value: Object.freeze({ ...settings, allowedRedirectOrigins: Object.freeze([...settings.allowedRedirectOrigins]) }), enumerable: true },
      api: { value: api, enumerable: true },
      accountData: { value: Object.freeze({ registerKeys: accountData.registerKeys.bind(accountData), onForget: accountData.onForget.bind(accountData) }), enumerable: true },
      dispose: { value: () => dispose(client), enumerable: true },
    },
  ) as FairpassClient;
  return Object.freeze(attachInternals(client, core));

  function dispose(self: FairpassClient): void {
    const internals = internalsOf(self);
    if (internals.disposed) return;
    internals.disposed = true;
    api.dispose();
    store.close();
  }
}

/**
 * The exhibition given to the client, kept as the entry while no link has named one (a link's entry,
 * restored from storage, wins).
 */
function seedEntry(session: SessionStore, { exhibitionId, registerType, tenantId }: FairpassClientOptions): void {
  if (!exhibitionId || session.getSnapshot().entry.exhibitionId) return;
  session.setEntry({ ...session.getSnapshot().entry, exhibitionId, ...(registerType ? { registerType } : {}), ...(tenantId ? { tenantId } : {}) });
}

/** Header values of spec §7 from the session: the link of this visit and the logged-in user. */
function requestContextOf(session: SessionStore) {
  const { token, user, entry, language } = session.getSnapshot();
  return {
    token: token ?? undefined,
    userType: user?.userExhibitionVO.registerType || entry.registerType,
    exhibitionId: entry.exhibitionId,
    registerType: entry.registerType,
    tenantId: entry.tenantId,
    languageType: language,
    sourceCode: entry.sourceCode,
    visitingGroupId: entry.visitingGroupId,
  };
}
