import type { JsSdkSignature } from '@fairpass/domain';
import { describe, expect, it } from 'vitest';
import { MemoryNavigator } from '../navigation/memory.navigator';
import { JsSdkWeChatAdapter } from './jssdk-wechat.adapter';
import { WeChatEnvironment } from './wechat-environment';
import type { WxApi, WxConfig, WxScanOptions, WxShareOptions } from './wx-api';

/** A `wx` twin that answers like the JS-SDK: ready after config unless told to fail. */
class FakeWx implements WxApi {
  configs: WxConfig[] = [];
  shares: WxShareOptions[] = [];
  private onReady = () => {};
  private onError: (res: { errMsg: string }) => void = () => {};
  constructor(private readonly configError?: string) {}
  config(config: WxConfig): void {
    this.configs.push(config);
    if (this.configError) this.onError({ errMsg: this.configError });
    else this.onReady();
  }
  ready(callback: () => void): void {
    this.onReady = callback;
  }
  error(callback: (res: { errMsg: string }) => void): void {
    this.onError = callback;
  }
  updateAppMessageShareData(options: WxShareOptions): void {
    this.shares.push(options);
    options.success?.();
  }
  updateTimelineShareData(options: WxShareOptions): void {
    this.shares.push(options);
    options.success?.();
  }
  scanQRCode(options: WxScanOptions): void {
    options.success({ resultStr: 'https://fair.example/ticket/1' });
  }
}

const signature: JsSdkSignature = { appId: 'wx1', timestamp: 1414587457, nonceStr: 'n', signature: 's' };

describe('JsSdkWeChatAdapter', () => {
  it('configures wx with the signature and the APIs the SDK uses', async () => {
    const wx = new FakeWx();
    const adapter = new JsSdkWeChatAdapter(async () => wx, new MemoryNavigator(), '');

    const result = await adapter.configure(signature);

    expect(result.ok).toBe(true);
    expect(wx.configs[0]).toMatchObject({ debug: false, appId: 'wx1', jsApiList: expect.arrayContaining(['scanQRCode']) });
  });

  it('returns the JS-SDK error message as a failure', async () => {
    const adapter = new JsSdkWeChatAdapter(async () => new FakeWx('invalid signature'), new MemoryNavigator(), '');
    expect(await adapter.configure(signature)).toMatchObject({ ok: false, error: { detail: 'invalid signature' } });
  });

  it('registers the share texts for friends and moments, and scans', async () => {
    const wx = new FakeWx();
    const adapter = new JsSdkWeChatAdapter(async () => wx, new MemoryNavigator(), '');

    await adapter.share({ title: 'T', desc: 'D', link: 'https://fair.example/', imgUrl: 'https://fair.example/i.png' });
    const scanned = await adapter.scanQRCode();

    expect(wx.shares.map((s) => s.title)).toEqual(['T', 'T']);
    expect(scanned).toEqual({ ok: true, value: 'https://fair.example/ticket/1' });
  });

  it('fails softly when the script cannot be loaded', async () => {
    const adapter = new JsSdkWeChatAdapter(() => Promise.reject(new Error('offline')), new MemoryNavigator(), '');
    expect(await adapter.scanQRCode()).toMatchObject({ ok: false, error: { code: 'NETWORK.EXCEPTION' } });
  });

  it('sends the browser to the openid endpoint with tenant and return URL', () => {
    const navigator = new MemoryNavigator();
    new JsSdkWeChatAdapter(async () => new FakeWx(), navigator, 'https://api.example').redirectForOpenid({
      tenantId: '000000',
      returnUrl: 'https://fair.example/?a=1#/x',
    });

    expect(navigator.last).toEqual({
      kind: 'redirect',
      url: 'https://api.example/api/ef-registration-client/wx/noToken/openid?tenantId=000000&url=https%3A%2F%2Ffair.example%2F%3Fa%3D1%23%2Fx',
    });
  });
});

describe('WeChatEnvironment', () => {
  const landingUrl = 'https://fair.example/?exhibitionId=demo#/registration';
  const current = 'https://fair.example/?exhibitionId=demo&x=1#/confirmation';

  it.each([
    ['iOS WeChat signs the landing URL', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) MicroMessenger/8.0', 'https://fair.example/?exhibitionId=demo', 'wechat'],
    ['Android WeChat signs the current URL', 'Mozilla/5.0 (Linux; Android 14) Mobile MicroMessenger/8.0', 'https://fair.example/?exhibitionId=demo&x=1', 'wechat'],
    ['a plain Android browser is H5', 'Mozilla/5.0 (Linux; Android 14) Mobile Safari', 'https://fair.example/?exhibitionId=demo&x=1', 'H5'],
  ])('%s', (_case, userAgent, signed, terminal) => {
    const environment = new WeChatEnvironment({ userAgent, landingUrl });
    expect(environment.urlToSign(current)).toBe(signed);
    expect(environment.terminal).toBe(terminal);
  });
});
