/**
 * The core of the fairpass SDK: `createFairpassClient`, the session, HTTP, storage, WeChat, navigation, the entry flow and the logins.
 * @module @fairpass/sdk
 */
// The public surface of @fairpass/sdk: the core area (client, session, HTTP, storage, WeChat,
// navigation, entry flow, auth). Other business areas have entries of their own
// (`@fairpass/sdk/registration`, `@fairpass/sdk/content`). inversify's decorators need the metadata
// polyfill: the token files import it, so it loads before any decorated class whatever a caller imports.

// composition root
export { createFairpassClient, type FairpassClient, type FairpassPorts } from './client';
export type { FairpassClientOptions } from './client-options';
export { CORE_OPERATIONS, type CoreOperationInstances, type CoreOperations, type LaterName } from './di/core-operations';
export type { Area, Operations, OperationClass, OperationClasses } from './di/area';
export type { AreaEntry, AreaOperations, OperationNames } from './di/lazy-area';

// session
export type { SessionState } from './session/session.store';
export type { EntryParams, SessionConfig, SessionSnapshot } from './session/session-snapshot';
export { ACCOUNT_KEY_PREFIX, accountKey, type AccountDataRegistry, type ForgetReason, type ForgetStep, type ForgottenAccount } from './session/account-data';

// adapters and their twins
export { SystemClock } from './clock/system.clock';
export { FixedClock } from './clock/fixed.clock';
export { WebStorageAdapter, type StorageLike, type WebStorageSource } from './storage/web-storage.adapter';
export { MemoryStorageAdapter } from './storage/memory-storage.adapter';
export type { ListableStoragePort } from './storage/stored-keys';
export { loadStorage, type AsyncStorage, type LoadedStorage } from './storage/loaded-storage';
export { HashNavigator, type LocationLike } from './navigation/hash.navigator';
export { MemoryNavigator, type NavigationRecord } from './navigation/memory.navigator';
export { HistoryNavigator, type BrowserHistory } from './navigation/history.navigator';
export { JsSdkWeChatAdapter } from './wechat/jssdk-wechat.adapter';
export { NoopWeChatAdapter } from './wechat/noop-wechat.adapter';
export { jweixinScriptLoader, DEFAULT_JWEIXIN_URL } from './wechat/jweixin-script.loader';
export { WeChatEnvironment, type EnvironmentInfo } from './wechat/wechat-environment';
export type { WxApi, WxConfig, WxShareOptions, WxScanOptions } from './wechat/wx-api';

// HTTP
export { ApiClient, type ApiClientHooks, type ApiClientSettings, type Reply } from './http/api.client';
export type { ApiReply } from './http/api-reply';
export { PrimedReads } from './http/primed-reads';
export { FetchHttpTransport } from './http/fetch-http.transport';
export type { AbortSignalLike, HttpRequest, HttpResponse, HttpTransport, TransportFailure, TransportOutcome } from './http/http-transport';
export type { FairpassLogger, HttpHooks, RequestEvent, ResponseEvent } from './http/http-observer';
export { DEFAULT_RETRY_POLICY, type RetryPolicy } from './http/retry-policy';
export { endpoint, type Endpoint, type EndpointData, type EndpointInput, type EndpointSpec } from './http/endpoint';
export { CORE_ENDPOINTS, RC, type ExhibitionQuery, type Scene, type TokenCommon } from './http/endpoints';
export type { RequestContext, Terminal } from './http/request-context';
export type { ClientSettings } from './client-settings';
export type { TokenBody } from './http/wire-types';

// boot prefetch (also on its own, without the DI stack, as @fairpass/sdk/prefetch)
export { prefetchEntryConfig, type EntryConfigPrefetchOptions } from './entry/prefetch-entry-config';
export { storedLanguage } from './session/stored-language';

// what each core operation can fail with (its error type is `ErrorOf<typeof LIST>`)
export { HTTP_FAILURES, WRITE_FAILURES, LOGIN_FAILURES, CODE_SENDING_FAILURES, type ErrorOf, type OperationError } from './operations/operation-errors';
export { AUTO_LOGIN_BY_ACCOUNT_ERRORS } from './use-cases/auto-login-by-account.use-case';
export { CHANGE_LANGUAGE_ERRORS } from './use-cases/change-language.use-case';
export { FETCH_SHARE_LINK_ERRORS } from './use-cases/fetch-share-link.use-case';
export { FETCH_USER_ERRORS } from './use-cases/fetch-user.use-case';
export { LOAD_CONFIG_ERRORS } from './use-cases/load-config.use-case';
export { LOG_BURY_ERRORS } from './use-cases/log-bury.use-case';
export { LOGIN_BY_EMAIL_ERRORS } from './use-cases/login-by-email.use-case';
export { LOGIN_BY_IMASTER_ERRORS } from './use-cases/login-by-imaster.use-case';
export { LOGIN_BY_OPENID_ERRORS } from './use-cases/login-by-openid.use-case';
export { LOGIN_BY_PASSWORD_ERRORS } from './use-cases/login-by-password.use-case';
export { LOGIN_BY_SMS_ERRORS } from './use-cases/login-by-sms.use-case';
export { LOGOUT_ERRORS } from './use-cases/logout.use-case';
export { NEXT_STEP_ERRORS } from './use-cases/next-step.use-case';
export { REFRESH_TOKEN_ERRORS } from './use-cases/refresh-token.use-case';
export { RESET_PASSWORD_ERRORS } from './use-cases/reset-password.use-case';
export { SEND_VERIFICATION_CODE_ERRORS } from './use-cases/send-verification-code.use-case';
export { SETUP_SHARE_ERRORS } from './use-cases/setup-share.use-case';
export { START_FROM_LINK_ERRORS } from './use-cases/start-from-link.use-case';
export { UPDATE_PASSWORD_ERRORS } from './use-cases/update-password.use-case';

// core operations (classes, for typing and for containers of other callers)
export type { EntryOutcome } from './use-cases/entry-outcome';
export type { ShareSetupInput, ShareSetupOutcome } from './use-cases/setup-share.use-case';
export { LoadConfigUseCase } from './use-cases/load-config.use-case';
export { StartFromLinkUseCase } from './use-cases/start-from-link.use-case';
export { LoginBySmsUseCase } from './use-cases/login-by-sms.use-case';
export type { LoginToken } from './use-cases/token-login';
export { LoginByEmailUseCase } from './use-cases/login-by-email.use-case';
export { LoginByPasswordUseCase } from './use-cases/login-by-password.use-case';
export { LoginByOpenidUseCase } from './use-cases/login-by-openid.use-case';
export { LoginByImasterUseCase } from './use-cases/login-by-imaster.use-case';
export { AutoLoginByAccountUseCase } from './use-cases/auto-login-by-account.use-case';
export { RefreshTokenUseCase } from './use-cases/refresh-token.use-case';
export { LogoutUseCase } from './use-cases/logout.use-case';
export { SendVerificationCodeUseCase } from './use-cases/send-verification-code.use-case';
export { ResetPasswordUseCase } from './use-cases/reset-password.use-case';
export { UpdatePasswordUseCase } from './use-cases/update-password.use-case';
export { FetchUserUseCase } from './use-cases/fetch-user.use-case';
export { NextStepUseCase } from './use-cases/next-step.use-case';
export { FetchShareLinkUseCase } from './use-cases/fetch-share-link.use-case';
export { SetupShareUseCase } from './use-cases/setup-share.use-case';
export { LogBuryUseCase } from './use-cases/log-bury.use-case';
export { ChangeLanguageUseCase } from './use-cases/change-language.use-case';
