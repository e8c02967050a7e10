import {
  DomainError,
  err,
  ok,
  type JsSdkSignature,
  type NavigatorPort,
  type Result,
  type ShareData,
  type WeChatPort,
} from '@fairpass/domain';
import { jweixinScriptLoader } from './jweixin-script.loader';
import { openidRedirectUrl } from './openid-redirect';
import { WX_JS_API_LIST, type WxApi } from './wx-api';

/**
 * WeChat port over the official JS-SDK. The script is loaded on first use (only inside WeChat);
 * every callback-style wx call is turned into a Promise of a Result.
 */
export class JsSdkWeChatAdapter implements WeChatPort {
  constructor(
    private readonly loadWx: () => Promise<WxApi>,
    private readonly navigator: NavigatorPort,
    /** API origin (may be '' for same-origin) where the backend's openid endpoint lives. */
    private readonly apiBaseUrl: string,
  ) {}

  /** Whether the page runs inside WeChat's browser. */
  isWeChat(): boolean {
    return true;
  }

  async configure(signature: JsSdkSignature): Promise<Result<void, DomainError>> {
    const wx = await this.wx();
    if (!wx.ok) return wx;
    return new Promise((resolve) => {
      wx.value.ready(() => resolve(ok(undefined)));
      wx.value.error((res) => resolve(err(new DomainError('SYSTEM.ERROR', res.errMsg))));
      wx.value.config({ debug: false, ...signature, jsApiList: WX_JS_API_LIST });
    });
  }

  async share(data: ShareData): Promise<Result<void, DomainError>> {
    const wx = await this.wx();
    if (!wx.ok) return wx;
    const register = (call: 'updateAppMessageShareData' | 'updateTimelineShareData') =>
      new Promise<Result<void, DomainError>>((resolve) => {
        wx.value[call]({
          ...data,
          success: () => resolve(ok(undefined)),
          fail: (res) => resolve(err(new DomainError('SYSTEM.ERROR', res.errMsg))),
        });
      });
    const results = await Promise.all([register('updateAppMessageShareData'), register('updateTimelineShareData')]);
    return results.find((result) => !result.ok) ?? ok(undefined);
  }

  async scanQRCode(): Promise<Result<string, DomainError>> {
    const wx = await this.wx();
    if (!wx.ok) return wx;
    return new Promise((resolve) => {
      wx.value.scanQRCode({
        needResult: 1,
        scanType: ['qrCode', 'barCode'],
        success: (res) => resolve(ok(res.resultStr)),
        fail: (res) => resolve(err(new DomainError('SYSTEM.ERROR', res.errMsg))),
        cancel: () => resolve(err(new DomainError('SYSTEM.ERROR', 'scan cancelled'))),
      });
    });
  }

  redirectForOpenid(input: { tenantId: string; returnUrl: string }): void {
    this.navigator.redirect(openidRedirectUrl(this.apiBaseUrl, input));
  }

  private async wx(): Promise<Result<WxApi, DomainError>> {
    try {
      return ok(await this.loadWx());
    } catch (cause) {
      return err(new DomainError('NETWORK.EXCEPTION', 'WeChat JS-SDK unavailable', cause));
    }
  }
}

/** The adapter over the JS-SDK script at `scriptUrl` (WeChat's own by default), loaded on its first use. */
export const makeJsSdkWeChatAdapter = (scriptUrl: string | undefined, navigator: NavigatorPort, apiBaseUrl: string): WeChatPort =>
  new JsSdkWeChatAdapter(jweixinScriptLoader(scriptUrl), navigator, apiBaseUrl);
