import type { WxApi } from './wx-api';

/** WeChat's published JS-SDK; configurable because some tenants mirror it on their own CDN. */
export const DEFAULT_JWEIXIN_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';

/**
 * Loads `jweixin` once by adding a script tag, and resolves with the `wx` global it defines.
 * Only called inside WeChat, so plain browsers never download it.
 */
export function jweixinScriptLoader(scriptUrl: string = DEFAULT_JWEIXIN_URL): () => Promise<WxApi> {
  let loading: Promise<WxApi> | undefined;
  return () => {
    loading ??= new Promise<WxApi>((resolve, reject) => {
      const existing = (globalThis as { wx?: WxApi }).wx;
      if (existing) return resolve(existing);
      const script = document.createElement('script');
      script.src = scriptUrl;
      script.async = true;
      script.onload = () => {
        const wx = (globalThis as { wx?: WxApi }).wx;
        if (wx) resolve(wx);
        else reject(new Error(`WeChat JS-SDK at ${scriptUrl} did not define wx`));
      };
      script.onerror = () => reject(new Error(`WeChat JS-SDK failed to load from ${scriptUrl}`));
      document.head.appendChild(script);
    });
    // A failed load may be retried later (flaky mobile networks) instead of failing forever.
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };
}
