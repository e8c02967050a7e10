import { ok, type DomainError, type JsSdkSignature, type NavigatorPort, type Result, type ShareData, type WeChatPort } from '@fairpass/domain';
import { codeOnDemand } from '../operations/code-on-demand';
import type { makeJsSdkWeChatAdapter } from './jssdk-wechat.adapter';
import { openidRedirectUrl } from './openid-redirect';

/** Makes the JS-SDK adapter (the adapter's module holds the script's loader too: one fetch). */
export type JsSdkAdapterMaker = typeof makeJsSdkWeChatAdapter;

const fetchJsSdkAdapter = (): Promise<JsSdkAdapterMaker> => import('./jssdk-wechat.adapter').then((module) => module.makeJsSdkWeChatAdapter);

/**
 * The WeChat port a client makes inside WeChat: the JS-SDK adapter (jssdk-wechat.adapter.ts, with the
 * script's loader) is code of its own in a browser bundle, fetched as soon as this is made, so a page
 * outside WeChat never downloads it and one inside has it by the time its first share is signed (issue 33).
 * The openid trip needs none of it and leaves at once. A fetch that fails answers NETWORK.EXCEPTION and is
 * tried again on the next call.
 */
export class OnDemandJsSdkWeChatAdapter implements WeChatPort {
  private adapter: Promise<Result<WeChatPort, DomainError>> | undefined;

  constructor(
    private readonly scriptUrl: string | undefined,
    private readonly navigator: NavigatorPort,
    private readonly apiBaseUrl: string,
    private readonly fetchCode: () => Promise<JsSdkAdapterMaker> = fetchJsSdkAdapter,
  ) {
    void this.loaded();
  }

  isWeChat(): boolean {
    return true;
  }

  async configure(signature: JsSdkSignature): Promise<Result<void, DomainError>> {
    const adapter = await this.loaded();
    return adapter.ok ? adapter.value.configure(signature) : adapter;
  }

  async share(data: ShareData): Promise<Result<void, DomainError>> {
    const adapter = await this.loaded();
    return adapter.ok ? adapter.value.share(data) : adapter;
  }

  async scanQRCode(): Promise<Result<string, DomainError>> {
    const adapter = await this.loaded();
    return adapter.ok ? adapter.value.scanQRCode() : adapter;
  }

  redirectForOpenid(input: { tenantId: string; returnUrl: string }): void {
    this.navigator.redirect(openidRedirectUrl(this.apiBaseUrl, input));
  }

  private loaded(): Promise<Result<WeChatPort, DomainError>> {
    if (this.adapter) return this.adapter;
    const loading = codeOnDemand(this.fetchCode, 'the WeChat JS-SDK adapter').then((made) => {
      if (!made.ok) this.adapter = undefined;
      return made.ok ? ok(made.value(this.scriptUrl, this.navigator, this.apiBaseUrl)) : made;
    });
    this.adapter = loading;
    return loading;
  }
}
