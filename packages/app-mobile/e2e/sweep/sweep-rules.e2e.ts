// The sweep's checks must be able to fail: a page made to break each rule is caught by it, and a page
// that keeps them passes, in Debian's Chromium at 375 px (page-audit.ts reading, sweep-rules.ts judging).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchPhoneBrowser, type PhoneBrowser } from '../harness/browser';
import { auditPage } from './page-audit';
import { addressFailures, languageFailures, overflowFailures, rawValueFailures, ServerData, wayOnFailures } from './sweep-rules';

let phones: PhoneBrowser;
let page: Page;

beforeAll(async () => {
  phones = await launchPhoneBrowser();
  page = (await phones.newPhone('plain')).page;
});

afterAll(async () => {
  await phones?.close();
});

let shown = 0;
/** Shows `body` in a page of that language at http://sweep.test/?…#hash (a new document each time; the address is only read). */
async function show(body: string, lang: 'zh-CN' | 'en', hash = '#/here'): Promise<void> {
  shown += 1;
  await page.route(`http://sweep.test/?page=${shown}`, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: `<!doctype html><html lang="${lang}"><meta name="viewport" content="width=device-width, initial-scale=1"><title>t</title><body>${body}</body></html>` }),
  );
  await page.goto(`http://sweep.test/?page=${shown}${hash}`);
}

describe('the sweep’s checks', () => {
  it('finds a page wider than the phone and names the element past the edge, but not a row that scrolls inside the page', async () => {
    await show(
      '<main><h1>x</h1><div style="display:grid;grid-template-columns:1fr 1fr"><label>Topic <select><option>A very long option that needs more room than a phone has to show it</option></select></label><button>Search</button></div></main>',
      'en',
    );
    const wide = overflowFailures(await auditPage(page));
    expect(wide[0]).toMatch(/^\[overflow\] the page is \d+ px wide$/);
    expect(wide.some((message) => /^\[overflow\] button "Search" ends at \d+ px$/.test(message))).toBe(true);

    await show('<main><h1>x</h1><ul style="display:flex;overflow-x:auto;margin:0;padding:0">' + '<li style="flex:none;width:120px">day</li>'.repeat(6) + '</ul></main>', 'en');
    expect(overflowFailures(await auditPage(page))).toEqual([]);
  });

  it('finds undefined, NaN, Invalid Date, a raw error code and a text key, on screen, in a label or in a link', async () => {
    await show(
      '<main><h1>Order undefined</h1><p>NaN seats left</p><p>Invalid Date</p><p role="alert">TICKET.SOLD_OUT</p><button aria-label="conference:programme.search">?</button><a href="#/order/undefined">order</a></main>',
      'en',
    );
    const found = rawValueFailures(await auditPage(page), new ServerData()).join('\n');
    for (const name of ['undefined in "Order undefined"', 'NaN in', 'Invalid Date in', 'an error code in "TICKET.SOLD_OUT"', 'a text key "conference:programme.search"', 'a link to #/order/undefined']) {
      expect(found).toContain(name);
    }
  });

  it('finds Chinese interface text and punctuation on an English page, but not the server’s data nor text marked as Chinese', async () => {
    const data = new ServerData();
    data.addJson({ records: [{ holderName: '周礼', title: '上海示范会展服务有限公司' }] });
    await show('<main><h1>Gift</h1><p>周礼 gave you a ticket</p><p>上海示范会展服务有限公司</p><button lang="zh-CN">中文</button><p>加载更多</p><p>Order（1907）</p></main>', 'en');
    const found = languageFailures(await auditPage(page), 'en', data);
    expect(found).toEqual([expect.stringContaining('Chinese "加载更多"'), expect.stringContaining('Chinese "（", "）"')]);
  });

  it('finds English interface phrases on a Chinese page, but not data, addresses or text marked as English', async () => {
    const data = new ServerData();
    data.addJson({ company: 'Harbour Trading GmbH' });
    await show('<main><h1>订单</h1><p>客户：Harbour Trading GmbH</p><p>邮箱 anna.weber@example.com</p><p>公司名称（<span lang="en">Company name</span>）</p><button>Load more</button></main>', 'zh-CN');
    expect(languageFailures(await auditPage(page), 'zh', data)).toEqual([expect.stringContaining('English "Load more"')]);
  });

  it('wants a link to another screen or a button that leads on, not "try again" nor a form’s own button', async () => {
    await show('<main><h1>出错了</h1><button>Try again</button><form><button>提交</button></form><a href="#/here">本页</a></main>', 'zh-CN');
    expect(wayOnFailures(await auditPage(page), 'error-way-on')).toEqual([expect.stringMatching(/^\[error-way-on\]/)]);
    await show('<main><h1>出错了</h1><button>Try again</button><nav><a href="#/user-center">个人中心</a></nav></main>', 'zh-CN');
    expect(wayOnFailures(await auditPage(page), 'error-way-on')).toEqual([]);
  });

  it('finds a credential left in the address, but not an error code', async () => {
    await show('<main><h1>x</h1></main>', 'zh-CN', '#/confirmation?openid=oFairpass01&tab=1');
    expect(addressFailures(await auditPage(page))).toEqual(['[address] "openid" stays in the address']);
    await show('<main><h1>x</h1></main>', 'zh-CN', '#/error?code=LINK.INCORRECT');
    expect(addressFailures(await auditPage(page))).toEqual([]);
  });
});
