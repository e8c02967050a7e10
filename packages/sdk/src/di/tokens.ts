// Injection tokens of the core area (areas keep theirs beside them, e.g. registration.tokens.ts).
// Every constructor parameter names its token explicitly, so
// nothing depends on emitted decorator metadata (which bundlers without SWC drop).

// inversify's decorators read and write Reflect metadata: every decorated class imports a tokens file,
// so the polyfill is in place before any class is defined, whichever entry a caller imports first.
import 'reflect-metadata';

export const TOKENS = {
  ApiClient: Symbol.for('fairpass.ApiClient'),
  Session: Symbol.for('fairpass.SessionStore'),
  Storage: Symbol.for('fairpass.StoragePort'),
  Navigator: Symbol.for('fairpass.NavigatorPort'),
  Clock: Symbol.for('fairpass.ClockPort'),
  WeChat: Symbol.for('fairpass.WeChatPort'),
  Environment: Symbol.for('fairpass.WeChatEnvironment'),
  Settings: Symbol.for('fairpass.ClientSettings'),
  SessionExpiry: Symbol.for('fairpass.SessionExpiry'),
  AccountData: Symbol.for('fairpass.AccountData'),
  AuthGateway: Symbol.for('fairpass.AuthGateway'),
  ConfigGateway: Symbol.for('fairpass.ConfigGateway'),
  UserGateway: Symbol.for('fairpass.UserGateway'),
  ExhibitorGateway: Symbol.for('fairpass.ExhibitorGateway'),
  ShareGateway: Symbol.for('fairpass.ShareGateway'),
  WeChatGateway: Symbol.for('fairpass.WeChatGateway'),
  LogGateway: Symbol.for('fairpass.LogGateway'),
  SystemGateway: Symbol.for('fairpass.SystemGateway'),
} as const;
