import { ok, type WeChatGateway, type WeChatPort } from '@fairpass/domain';
import { describe, expect, it, vi } from 'vitest';
import type { SessionStore } from '../session/session.store';
import type { WeChatEnvironment } from '../wechat/wechat-environment';
import { SetupShareUseCase } from './setup-share.use-case';

// The share texts' rules come with the first share; here their chunk cannot be fetched (offline, or a
// deploy replaced the files).
vi.mock('./share-texts.on-demand', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('a share set up inside WeChat whose texts rules cannot be fetched', () => {
  it('fails as offline and hands WeChat no share texts, so its own share card stays', async () => {
    const wechat = { isWeChat: () => true, configure: vi.fn(async () => ok(undefined)), share: vi.fn() } as unknown as WeChatPort;
    const gateway = { jsSdkSignature: vi.fn(async () => ok({ appId: 'a', timestamp: 1, nonceStr: 'n', signature: 's' })) } as unknown as WeChatGateway;
    const session = {
      getSnapshot: () => ({ config: { functionConfig: { wechatShareOpenSwitch: '1' } }, user: null, entry: {}, language: 'cn' }),
    } as unknown as SessionStore;
    const environment = { urlToSign: (url: string) => url } as unknown as WeChatEnvironment;

    const result = await new SetupShareUseCase(session, wechat, gateway, environment).execute({ pageUrl: 'https://expo.example/#/confirmation' });

    expect(!result.ok && result.error.code).toBe('NETWORK.EXCEPTION');
    expect(wechat.share).not.toHaveBeenCalled();
  });
});
