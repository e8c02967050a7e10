import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STUB_PNG as PNG, stubCanvasDrawing } from '../test/canvas-stub';
import { renderShell } from '../test/render-shell';
import { QrImage } from './qr-image';

const WECHAT = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 MicroMessenger/8.0.50.2701 WeChat/arm64';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const LINK = 'http://127.0.0.1:7700/?exhibitionId=demo&visitingGroupId=vg-1';

describe('a QR code to keep or pass on', () => {
  beforeEach(() => stubCanvasDrawing());
  afterEach(() => vi.restoreAllMocks());

  it('is a PNG picture (not an inline SVG) named by its text alternative, with the long-press hint in WeChat', async () => {
    await renderShell(<QrImage value={LINK} alt="加入“华东采购观众团”的二维码" />, { userAgent: WECHAT });

    const picture = await screen.findByRole('img', { name: '加入“华东采购观众团”的二维码' });
    expect(picture.tagName).toBe('IMG');
    expect(picture.getAttribute('src')).toBe(PNG);
    expect(picture.getAttribute('data-qr-value')).toBe(LINK);
    expect(document.querySelector('svg')).toBeNull();
    expect(screen.getByText('长按图片保存或转发')).toBeTruthy();
  });

  it('says the hint in English, under the caller’s caption', async () => {
    await renderShell(<QrImage value={LINK} alt="Join QR code" caption="Scan to join" />, { language: 'en', userAgent: WECHAT });

    await screen.findByRole('img', { name: 'Join QR code' });
    const caption = document.querySelector('figcaption');
    expect(caption?.textContent).toBe('Scan to joinPress and hold the picture to save or forward it');
  });

  it('gives no long-press hint on a desktop, nor when the screen says its own', async () => {
    const view = await renderShell(<QrImage value={LINK} alt="二维码" />, { userAgent: DESKTOP });
    await screen.findByRole('img', { name: '二维码' });
    expect(screen.queryByText('长按图片保存或转发')).toBeNull();
    view.unmount();

    await renderShell(<QrImage value={LINK} alt="入场二维码" hint={false} />, { userAgent: WECHAT });
    await screen.findByRole('img', { name: '入场二维码' });
    expect(screen.queryByText('长按图片保存或转发')).toBeNull();
  });

  it('keeps the code’s place, with nothing to read, until it is drawn', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(() => {
      throw new Error('tainted');
    });
    await renderShell(<QrImage value={LINK} alt="二维码" size={180} />, { userAgent: WECHAT });

    await screen.findByText('长按图片保存或转发');
    const placeholder = document.querySelector('.fp-qr__placeholder') as HTMLElement;
    expect(placeholder.getAttribute('aria-hidden')).toBe('true');
    expect(placeholder.style.width).toBe('180px');
    expect(screen.queryByRole('img')).toBeNull();
  });
});
