// Steps the lead tool's journeys share: log in to the lead tool, capture a badge by typing its code,
// read the server's leads of an account, and make a Y4M clip of a badge's QR code for Chromium's fake
// camera.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QRCodeSVG } from 'qrcode.react';
import type { ContractServer } from '@fairpass/test-fixtures';
import type { Page } from 'playwright-core';
import { loginBySms, waitForHashPath } from '../after-login/visitor-login';

export const openHash = (page: Page, hash: string) => page.evaluate((target) => (location.hash = target), hash);

/** Logs in and waits for the lead list (the lead tool's home redirects there). */
export async function logInToLeads(page: Page, server: ContractServer, phone: string): Promise<void> {
  await loginBySms(page, server, phone);
  await waitForHashPath(page, '/customerPage');
}

/** On the scan screen: types the code and waits for the lead it opens. */
export async function captureTyped(page: Page, code: string, label = '胸卡编号或手机号', button = '采集线索'): Promise<void> {
  await page.getByRole('textbox', { name: label }).fill(code);
  await page.getByRole('button', { name: button }).click();
  await waitForHashPath(page, '/custDetailInfoPage');
}

export const serverLeads = (server: ContractServer, accountId: string): ContractServer['state']['leads']['leads'][number][] => server.state.leads.leads.filter((lead) => lead.accountId === accountId);

/**
 * A Y4M clip (4:2:0, grey) showing the QR code of `text` on white, for `--use-file-for-fake-video-capture`.
 * The QR is drawn by the app's own QR component (as SVG) and rasterised by the browser page given.
 */
export async function qrClip(page: Page, text: string, width = 640, height = 480): Promise<Buffer> {
  const svg = renderToStaticMarkup(createElement(QRCodeSVG, { value: text, size: 360, marginSize: 4, level: 'M', xmlns: 'http://www.w3.org/2000/svg' }));
  const luma = await page.evaluate(
    async ({ markup, w, h }) => {
      const image = new Image();
      image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d') as CanvasRenderingContext2D;
      context.fillStyle = '#fff';
      context.fillRect(0, 0, w, h);
      context.drawImage(image, (w - 360) / 2, (h - 360) / 2, 360, 360);
      const { data } = context.getImageData(0, 0, w, h);
      const out: number[] = [];
      for (let i = 0; i < data.length; i += 4) out.push(Math.round(0.299 * (data[i] ?? 0) + 0.587 * (data[i + 1] ?? 0) + 0.114 * (data[i + 2] ?? 0)));
      return out;
    },
    { markup: svg, w: width, h: height },
  );
  const y = Buffer.from(luma);
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma, chroma]);
  return Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`), frame, frame]);
}
