import { REQUEST_TIMEOUT_MS, UPLOAD_TIMEOUT_MS, type Environment, type ClockPort, type NavigatorPort, type StoragePort, type WeChatPort } from '@fairpass/domain';
import { Container } from 'inversify';
import { SystemClock } from './clock/system.clock';
import type { FairpassClientOptions } from './client-options';
import type { ClientSettings } from './client-settings';
import { captureEnvironment, pickNavigator, pickStorage, pickWeChat } from './di/adapters';
import { bindGateways } from './di/gateway.bindings';
import { TOKENS } from './di/tokens';
import { USE_CASES, type UseCases } from './di/use-case.registry';
import { ApiClient } from './http/api.client';
import { AxiosHttpTransport } from './http/axios-http.transport';
import { basicAuthorization } from './http/basic-client';
import { InFlightLock } from './http/in-flight.lock';
import { SessionExpiry } from './session/session-expiry';
import { SessionStore, type SessionState } from './session/session.store';
import { WeChatEnvironment } from './wechat/wechat-environment';

/** The adapters the client runs on, for callers that need them directly (e.g. the app's router). */
export interface FairpassPorts {
  readonly storage: StoragePort;
  readonly navigator: NavigatorPort;
  readonly wechat: WeChatPort;
  readonly clock: ClockPort;
}

/** What {@link createFairpassClient} returns: the session, the use cases and the ports. */
export type FairpassClient = UseCases & {
  /** Session state: observables plus `subscribe`/`getSnapshot` for `useSyncExternalStore`. */
  readonly session: SessionState;
  readonly ports: FairpassPorts;
  /** Browser facts read from the user agent (WeChat, iOS, Android, desktop, supported device). */
  readonly environment: Environment;
  /** The raw catalogue caller: for endpoints without a use case and for 2001/2002 replies as results. */
  readonly api: ApiClient;
};

/**
 * Creates a fairpass client: one inversify container holding the adapters (HTTP, storage, navigation,
 * WeChat, clock), the session store and every use case. Works in browsers and in Node 20; nothing
 * global is read before this call.
 *
 * @example
 * const client = createFairpassClient({ baseURL: '', clientId: 'saber', clientSecret: '…' });
 * const login = await client.loginBySms.execute({ phone: '13800000004', code: '123456' });
 */
export function createFairpassClient(options: FairpassClientOptions): FairpassClient {
  const container = new Container({ defaultScope: 'Singleton' });
  const storage = pickStorage(options.storage);
  const navigator = pickNavigator(options.navigator);
  const clock = options.clock ?? new SystemClock();
  const environment = new WeChatEnvironment(captureEnvironment(options.environment));
  const wechat = pickWeChat(options.wechat, environment, navigator, options.baseURL);
  const session = new SessionStore(storage);
  const expiry = new SessionExpiry(session, storage, navigator);
  const settings: ClientSettings = {
    allowedRedirectOrigins: options.allowedRedirectOrigins ?? [],
    apiBaseUrl: options.baseURL,
  };
  const api = new ApiClient(
    new AxiosHttpTransport(options.baseURL),
    new InFlightLock(),
    {
      basicAuthorization: basicAuthorization(options),
      timeoutMs: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
      uploadTimeoutMs: options.uploadTimeoutMs ?? UPLOAD_TIMEOUT_MS,
      idempotentRetries: options.idempotentRetries ?? 2,
    },
    {
      context: () => requestContextOf(session),
      terminal: () => environment.terminal,
      onUnauthorized: () => expiry.expire(),
    },
    options.primedReads,
  );

  container.bind(TOKENS.Storage).toConstantValue(storage);
  container.bind(TOKENS.Navigator).toConstantValue(navigator);
  container.bind(TOKENS.Clock).toConstantValue(clock);
  container.bind(TOKENS.WeChat).toConstantValue(wechat);
  container.bind(TOKENS.Environment).toConstantValue(environment);
  container.bind(TOKENS.Session).toConstantValue(session);
  container.bind(TOKENS.Settings).toConstantValue(settings);
  container.bind(TOKENS.ApiClient).toConstantValue(api);
  bindGateways(container);
  for (const useCase of Object.values(USE_CASES)) container.bind(useCase).toSelf();

  const useCases = Object.fromEntries(
    Object.entries(USE_CASES).map(([name, useCase]) => [name, container.get(useCase)]),
  ) as unknown as UseCases;
  return { ...useCases, session, ports: { storage, navigator, wechat, clock }, environment: environment.facts, api };
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
