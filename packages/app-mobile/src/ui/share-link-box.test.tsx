import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../test/render-shell';
import { ShareLinkBox } from './share-link-box';

const WECHAT = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 MicroMessenger/8.0.50.2701 WeChat/arm64';
const LINK = 'http://127.0.0.1:7700/?exhibitionId=demo&registrationSource=giveCard';

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('the share link box', () => {
  afterEach(() => vi.restoreAllMocks());

  it('copies the link and says so in the page language', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    await renderShell(<ShareLinkBox link={LINK} label="Claim link" hint="Send it to a friend." />, { language: 'en' });
    expect((screen.getByRole('textbox', { name: 'Claim link' }) as HTMLInputElement).value).toBe(LINK);
    expect(screen.getByText('Send it to a friend.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied. You can paste it now.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(LINK);
  });

  it('without clipboard access, selects the link for a long-press copy and says how', async () => {
    stubClipboard(() => Promise.reject(new Error('NotAllowedError')));
    await renderShell(<ShareLinkBox link={LINK} label="领取链接" hint="发给好友" />);
    fireEvent.click(screen.getByRole('button', { name: '复制链接' }));
    expect(await screen.findByText('无法自动复制，请长按上面的链接手动复制。')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: '领取链接' }));
  });

  it('outside WeChat shows the plain hint even when the link is shared in WeChat', async () => {
    stubClipboard(() => Promise.resolve());
    await renderShell(<ShareLinkBox link={LINK} label="领取链接" hint="复制后发送" shareInWeChat weChatHint="点击右上角分享" />);
    expect(screen.getByText('复制后发送')).toBeTruthy();
    expect(screen.queryByText('点击右上角分享')).toBeNull();
  });

  it('inside WeChat, when shared there, points to the "…" menu instead', async () => {
    stubClipboard(() => Promise.resolve());
    await renderShell(<ShareLinkBox link={LINK} label="领取链接" hint="复制后发送" shareInWeChat weChatHint="点击右上角分享" />, { userAgent: WECHAT });
    expect(screen.getByText('点击右上角分享')).toBeTruthy();
    expect(screen.queryByText('复制后发送')).toBeNull();
  });
});
