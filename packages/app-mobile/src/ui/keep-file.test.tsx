import { act, fireEvent, screen } from '@testing-library/react';
// eslint-disable-next-line no-restricted-imports -- test code only: never in the built app's module graph
import { SEED } from '@fairpass/test-fixtures';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorageAdapter } from '@fairpass/sdk';
import { getInformation } from '@fairpass/sdk/information';
import { useContractServer } from '../test/contract-server';
import { createTestClient, renderShell } from '../test/render-shell';
import { KeepFile } from './keep-file';

const WECHAT = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 MicroMessenger/8.0.50.2701 WeChat/arm64';
const entry = { exhibitionId: SEED.exhibitions.demo, registerType: 'visitor', tenantId: SEED.tenantId } as const;

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

const SAVED = /已生成|已保存|已下载|\bsaved\b|is ready/i;

describe('keeping a file', () => {
  const server = useContractServer();
  afterEach(() => vi.restoreAllMocks());

  /** A material's signed address, as the server hands it out now. */
  async function materialFile() {
    const material = await getInformation(createTestClient(new MemoryStorageAdapter(), server.current.url)).fetchMaterial.execute({ id: SEED.conference.materialId });
    return { url: material.ok ? material.value.url : '', fileName: 'manual.pdf', expireTime: '2026-05-12 10:10:00' };
  }

  it('outside WeChat is the download link of the signed address, as before', async () => {
    const file = await materialFile();
    await renderShell(<KeepFile file={file} downloadLabel="下载文件" />, { apiBaseUrl: server.current.url, entry });

    const link = await screen.findByRole('link', { name: '下载文件' });
    expect(link.getAttribute('href')).toBe(file.url);
    expect(link.getAttribute('download')).toBe('manual.pdf');
    expect(screen.queryByRole('button', { name: '在浏览器打开' })).toBeNull();
  });

  it('inside WeChat offers to open it in the browser, copy the link or mail it — no download, nothing said saved', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    const file = await materialFile();
    await renderShell(<KeepFile file={file} downloadLabel="下载文件" />, { apiBaseUrl: server.current.url, entry, userAgent: WECHAT });

    expect(await screen.findByRole('heading', { name: '保存文件：manual.pdf' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '在浏览器打开' }));
    expect(await screen.findByText('点击右上角 ··· 在浏览器打开，然后粘贴链接即可下载。')).toBeTruthy();
    expect(await screen.findByText('链接已复制。')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '复制链接' }));
    expect(await screen.findByText('链接已复制，可粘贴到浏览器或电脑上打开。')).toBeTruthy();
    expect(writeText).toHaveBeenCalledTimes(2);
    expect(writeText).toHaveBeenCalledWith(file.url);
    expect((screen.getByRole('textbox', { name: '文件链接（2026-05-12 10:10:00 前有效）' }) as HTMLInputElement).value).toBe(file.url);
    expect(document.body.textContent).not.toMatch(SAVED);
  });

  it('without clipboard access, selects the link for a long-press copy and says how', async () => {
    stubClipboard(() => Promise.reject(new Error('NotAllowedError')));
    const file = await materialFile();
    await renderShell(<KeepFile file={{ ...file, expireTime: '' }} downloadLabel="Download" />, { apiBaseUrl: server.current.url, entry, userAgent: WECHAT, language: 'en' });

    fireEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('The link could not be copied automatically. Press and hold it above to copy it.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'File link' }));
  });

  it('sends it to the e-mail typed, says where it went, and the server recorded the mail', async () => {
    const file = await materialFile();
    const view = await renderShell(<KeepFile file={file} downloadLabel="Download" />, { apiBaseUrl: server.current.url, entry, userAgent: WECHAT, language: 'en' });
    await act(async () => {
      expect((await view.client.loginBySms.execute({ phone: SEED.phones.approvedWithTicket, code: SEED.code })).ok).toBe(true);
    });

    fireEvent.change(await screen.findByRole('textbox', { name: /My e-mail/ }), { target: { value: 'me@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send to my e-mail' }));

    expect(await screen.findByText(/^Sent to me@example\.com\. Open the link in that e-mail/, undefined, { timeout: 5000 })).toBeTruthy();
    const outbox = (await (await fetch(`${server.current.url}/__contract/file/outbox?to=me@example.com`)).json()) as { kind: string; link: string }[];
    expect(outbox).toHaveLength(1);
    expect(outbox[0]?.kind).toBe('material');
    expect(new URL(outbox[0]?.link ?? '').searchParams.has('sig')).toBe(true);
  });

  it('refuses an address that is not one under the field, before sending', async () => {
    const file = await materialFile();
    await renderShell(<KeepFile file={file} downloadLabel="下载" />, { apiBaseUrl: server.current.url, entry, userAgent: WECHAT });

    fireEvent.change(await screen.findByRole('textbox', { name: /我的邮箱/ }), { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByRole('button', { name: '发送到我的邮箱' }));

    expect(await screen.findByText('请输入正确的邮箱地址', undefined, { timeout: 5000 })).toBeTruthy();
    expect(await (await fetch(`${server.current.url}/__contract/file/outbox`)).json()).toEqual([]);
  });

  it('with a way to renew it, copies and mails the address signed just now, the mail form starting with the file’s own e-mail (issue 28)', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    const stale = await materialFile();
    const fresh = { ...(await materialFile()), fileName: 'manual.pdf' };
    const renew = vi.fn(() => Promise.resolve(fresh));
    const view = await renderShell(<KeepFile file={{ ...stale, url: `${stale.url}&stale=1` }} downloadLabel="Download" openInNewTab renew={renew} email="finance@example.com" />, {
      apiBaseUrl: server.current.url,
      entry,
      userAgent: WECHAT,
      language: 'en',
    });
    await act(async () => {
      expect((await view.client.loginBySms.execute({ phone: SEED.phones.approvedWithTicket, code: SEED.code })).ok).toBe(true);
    });

    expect(await screen.findByRole('button', { name: 'Open it here in WeChat' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied. Paste it into a browser or on a computer to open the file.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(fresh.url);
    expect((screen.getByRole('textbox', { name: /^File link/ }) as HTMLInputElement).value).toBe(fresh.url);
    expect((screen.getByRole('textbox', { name: /My e-mail/ }) as HTMLInputElement).value).toBe('finance@example.com');
  });

  it('mails a link that ran out again, signed anew, instead of saying it ran out (issue 28)', async () => {
    const file = await materialFile();
    // The page's address has run out: its signature no longer holds.
    const expired = { ...file, url: file.url.replace(/sig=[0-9a-f]+/, `sig=${'0'.repeat(64)}`) };
    const renew = vi.fn(() => Promise.resolve(file));
    const view = await renderShell(<KeepFile file={expired} downloadLabel="Download" renew={renew} />, { apiBaseUrl: server.current.url, entry, userAgent: WECHAT, language: 'en' });
    await act(async () => {
      expect((await view.client.loginBySms.execute({ phone: SEED.phones.approvedWithTicket, code: SEED.code })).ok).toBe(true);
    });

    fireEvent.change(await screen.findByRole('textbox', { name: /My e-mail/ }), { target: { value: 'me@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send to my e-mail' }));

    expect(await screen.findByText(/^Sent to me@example\.com\./, undefined, { timeout: 5000 })).toBeTruthy();
    expect(renew).toHaveBeenCalledTimes(1);
    expect(await (await fetch(`${server.current.url}/__contract/file/outbox?to=me@example.com`)).json()).toHaveLength(1);
  });

  it('offers nothing for an address off the app’s allowlist', async () => {
    await renderShell(<KeepFile file={{ url: 'https://evil.example.com/files/x.pdf', fileName: 'x.pdf', expireTime: '' }} downloadLabel="下载" />, { apiBaseUrl: server.current.url, entry, userAgent: WECHAT });

    expect(await screen.findByText('文件地址不在允许的范围内，无法提供。')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
