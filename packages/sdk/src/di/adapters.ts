import type { NavigatorPort, StoragePort, WeChatPort } from '@fairpass/domain';
import type { FairpassClientOptions } from '../client-options';
import { DeferredAxiosTransport } from '../http/default-transport';
import { FetchHttpTransport } from '../http/fetch-http.transport';
import type { HttpTransport } from '../http/http-transport';
import { HashNavigator } from '../navigation/hash.navigator';
import { MemoryNavigator } from '../navigation/memory.navigator';
import { MemoryStorageAdapter } from '../storage/memory-storage.adapter';
import { WebStorageAdapter } from '../storage/web-storage.adapter';
import { OnDemandJsSdkWeChatAdapter } from '../wechat/jssdk-wechat.on-demand';
import { NoopWeChatAdapter } from '../wechat/noop-wechat.adapter';
import type { EnvironmentInfo, WeChatEnvironment } from '../wechat/wechat-environment';

// Picks the adapters named by the options. Globals are read here, at creation time, never at import.

export function pickStorage(option: FairpassClientOptions['storage']): StoragePort {
  if (typeof option === 'object') return option;
  const hasWebStorage = typeof globalThis.sessionStorage !== 'undefined' && typeof globalThis.localStorage !== 'undefined';
  if (option === 'web' && !hasWebStorage) {
    throw new TypeError("fairpass: storage 'web' needs Web Storage (sessionStorage and localStorage), which this runtime lacks; use storage: 'memory' in Node, or pass your own StoragePort");
  }
  if (option === 'web' || (option === undefined && hasWebStorage)) return new WebStorageAdapter();
  return new MemoryStorageAdapter();
}

export function pickTransport(option: FairpassClientOptions['transport'], baseURL: string): HttpTransport {
  if (typeof option === 'object') return option;
  if (option === 'fetch') return new FetchHttpTransport(baseURL);
  return new DeferredAxiosTransport(baseURL);
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
  return new OnDemandJsSdkWeChatAdapter(option?.scriptUrl, navigator, apiBaseUrl);
}

/** The user agent and the landing URL, captured once when the client is created (before any rewrite). */
export function captureEnvironment(given: Partial<EnvironmentInfo> | undefined): EnvironmentInfo {
  return {
    userAgent: given?.userAgent ?? globalThis.navigator?.userAgent ?? '',
    landingUrl: given?.landingUrl ?? globalThis.location?.href ?? '',
  };
}
