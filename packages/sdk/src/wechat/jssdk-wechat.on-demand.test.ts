import { ok, type JsSdkSignature, type WeChatPort } from '@fairpass/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryNavigator } from '../navigation/memory.navigator';
import { OnDemandJsSdkWeChatAdapter, type JsSdkAdapterMaker } from './jssdk-wechat.on-demand';
import type { WxApi } from './wx-api';

const signature: JsSdkSignature = { appId: 'wx1', timestamp: 1414587457, nonceStr: 'n', signature: 's' };

/** The page's `wx`, as the JS-SDK script leaves it: ready after config; scans a ticket. */
const pageWx = (): WxApi & { configured: number } => {
  let ready = () => undefined as void;
  const wx = {
    configured: 0,
    config: () => {
      wx.configured += 1;
      ready();
    },
    ready: (callback: () => void) => {
      ready = callback;
    },
    error: () => undefined,
    updateAppMessageShareData: (options: { success?: () => void }) => options.success?.(),
    updateTimelineShareData: (options: { success?: () => void }) => options.success?.(),
    scanQRCode: (options: { success: (res: { resultStr: string }) => void }) => options.success({ resultStr: 'T-1' }),
  };
  return wx as unknown as WxApi & { configured: number };
};

afterEach(() => {
  delete (globalThis as { wx?: WxApi }).wx;
});

describe('the WeChat port inside WeChat, its JS-SDK code fetched on demand', () => {
  it('configures, shares and scans through the JS-SDK adapter it fetched, with the page’s wx', async () => {
    const wx = pageWx();
    (globalThis as { wx?: WxApi }).wx = wx;
    const port = new OnDemandJsSdkWeChatAdapter(undefined, new MemoryNavigator(), '');

    expect(port.isWeChat()).toBe(true);
    expect(await port.configure(signature)).toEqual(ok(undefined));
    expect(await port.share({ title: 'T', desc: 'D', link: 'https://fair.example/', imgUrl: 'https://fair.example/i.png' })).toEqual(ok(undefined));
    expect(await port.scanQRCode()).toEqual(ok('T-1'));
    expect(wx.configured).toBe(1);
  });

  it('starts fetching the code when it is made, once for every call after', async () => {
    let fetched = 0;
    const made: WeChatPort = { isWeChat: () => true, configure: async () => ok(undefined), share: async () => ok(undefined), scanQRCode: async () => ok('x'), redirectForOpenid: () => undefined };
    const port = new OnDemandJsSdkWeChatAdapter(undefined, new MemoryNavigator(), '', async () => {
      fetched += 1;
      return (() => made) as JsSdkAdapterMaker;
    });

    expect(fetched).toBe(1);
    await port.configure(signature);
    await port.share({ title: 'T', desc: 'D', link: 'https://fair.example/', imgUrl: '' });
    expect(fetched).toBe(1);
  });

  it('leaves for the openid page at once, before the code has arrived', () => {
    const navigator = new MemoryNavigator();
    const port = new OnDemandJsSdkWeChatAdapter(undefined, navigator, 'https://api.example', () => new Promise(() => undefined));

    port.redirectForOpenid({ tenantId: '000000', returnUrl: 'https://fair.example/?a=1#/x' });

    expect(navigator.last).toEqual({
      kind: 'redirect',
      url: 'https://api.example/api/ef-registration-client/wx/noToken/openid?tenantId=000000&url=https%3A%2F%2Ffair.example%2F%3Fa%3D1%23%2Fx',
    });
  });

  it('answers NETWORK.EXCEPTION when the code cannot be fetched, and fetches it again on the next call', async () => {
    let attempts = 0;
    const made: WeChatPort = { isWeChat: () => true, configure: async () => ok(undefined), share: async () => ok(undefined), scanQRCode: async () => ok('T-2'), redirectForOpenid: () => undefined };
    const port = new OnDemandJsSdkWeChatAdapter(undefined, new MemoryNavigator(), '', async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return (() => made) as JsSdkAdapterMaker;
    });

    expect(await port.scanQRCode()).toMatchObject({ ok: false, error: { code: 'NETWORK.EXCEPTION' } });
    expect(await port.scanQRCode()).toEqual(ok('T-2'));
    expect(attempts).toBe(2);
  });
});
