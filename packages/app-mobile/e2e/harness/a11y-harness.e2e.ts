import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchPhoneBrowser, type PhoneBrowser } from './browser';
import { seriousA11yViolations } from './a11y';

// The accessibility check must be able to fail: an unlabeled image button is a critical violation.
describe('accessibility check', () => {
  let server: Server;
  let url: string;
  let phones: PhoneBrowser;

  beforeAll(async () => {
    server = createServer((req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      const body = req.url === '/bad' ? '<button><img src="x.png"></button>' : '<main><h1>报名</h1><button>提交</button></main>';
      res.end(`<!doctype html><html lang="zh"><title>t</title><body>${body}</body></html>`);
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    phones = await launchPhoneBrowser();
  });

  afterAll(async () => {
    await phones?.close();
    await new Promise((done) => server?.close(done));
  });

  it('reports an unlabeled button as a serious violation and a labeled page as clean', async () => {
    const { context, page } = await phones.newPhone('plain');
    await page.goto(`${url}/bad`);
    expect((await seriousA11yViolations(page)).map((v) => v.id)).toContain('button-name');
    await page.goto(`${url}/good`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });
});
