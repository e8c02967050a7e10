import type { NavigatorPort, StoragePort, WeChatPort } from '@fairpass/domain';
import type { FairpassClientOptions } from '../client-options';
import { HashNavigator } from '../navigation/hash.navigator';
import { MemoryNavigator } from '../navigation/memory.navigator';
import { MemoryStorageAdapter } from '../storage/memory-storage.adapter';
import { WebStorageAdapter } from '../storage/web-storage.adapter';
import { JsSdkWeChatAdapter } from '../wechat/jssdk-wechat.adapter';
import { jweixinScriptLoader } from '../wechat/jweixin-script.loader';
import { NoopWeChatAdapter } from '../wechat/noop-wechat.adapter';
import type { EnvironmentInfo, WeChatEnvironment } from '../wechat/wechat-environment';

// Picks the adapters named by the options. Globals are read here, at creation time, never at import.

export function pickStorage(option: FairpassClientOptions['storage']): StoragePort {
  if (typeof option === 'object') return option;
  const hasWebStorage = typeof globalThis.sessionStorage !== 'undefined';
  if (option === 'web' || (option === undefined && hasWebStorage)) return new WebStorageAdapter();
  return new MemoryStorageAdapter();
}

export function pickNavigator(option: FairpassClientOptions['navigator']): NavigatorPort {
  if (typeof option === 'object') return option;
  const hasLocation = typeof globalThis.location !== 'undefined';
  if (option === 'hash' || (option === undefined && hasLocation)) return new HashNavigator();
  return new MemoryNavigator();
}

export function pickWeChat(
  option: FairpassClientOptions['wechat'],
  environment: WeChatEnvironment,
  navigator: NavigatorPort,
  apiBaseUrl: string,
): WeChatPort {
  if (typeof option === 'object' && 'isWeChat' in option) return option;
  if (option === 'noop' || !environment.isWeChat) return new NoopWeChatAdapter();
  return new JsSdkWeChatAdapter(jweixinScriptLoader(option?.scriptUrl), navigator, apiBaseUrl);
}

/** The user agent and the landing URL, captured once when the client is created (before any rewrite). */
export function captureEnvironment(given: Partial<EnvironmentInfo> | undefined): EnvironmentInfo {
  return {
    userAgent: given?.userAgent ?? globalThis.navigator?.userAgent ?? '',
    landingUrl: given?.landingUrl ?? globalThis.location?.href ?? '',
  };
}
