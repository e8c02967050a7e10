import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { SEED } from '../data/seed.constants';
import { ticketingTestServer } from './ticketing-test-server';
import { weixinJsBridgeDouble } from './weixin-jsbridge-double';

// Just enough of a DOM for the double's script: elements with attributes, children, text, styles,
// focus and events. (The app's journeys run it in Chromium.)
class FakeElement extends EventTarget {
  id = '';
  textContent = '';
  disabled = false;
  style: Record<string, string> = {};
  readonly children: FakeElement[] = [];
  private parent: FakeElement | undefined;
  private readonly attributes = new Map<string, string>();

  constructor(
    readonly tagName: string,
    private readonly doc: FakeDocument,
  ) {
    super();
  }
  setAttribute(name: string, value: string): void {
    this.attributes.set(name, value);
  }
  getAttribute(name: string): string | null {
    return this.attributes.get(name) ?? null;
  }
  appendChild(child: FakeElement): FakeElement {
    child.parent = this;
    this.children.push(child);
    return child;
  }
  remove(): void {
    this.parent?.children.splice(this.parent.children.indexOf(this), 1);
    this.parent = undefined;
  }
  focus(): void {
    this.doc.activeElement = this;
  }
  click(): void {
    if (!this.disabled) this.dispatchEvent(new Event('click'));
  }
  /** This element and everything below it. */
  all(): FakeElement[] {
    return [this, ...this.children.flatMap((child) => child.all())];
  }
}

class FakeDocument extends EventTarget {
  readyState = 'loading';
  readonly body: FakeElement = new FakeElement('BODY', this);
  activeElement: FakeElement = this.body;
  createElement(tag: string): FakeElement {
    return new FakeElement(tag.toUpperCase(), this);
  }
  byId(id: string): FakeElement | undefined {
    return this.body.all().find((element) => element.id === id);
  }
}

type Bridge = { invoke(name: string, fields: unknown, callback: (reply: { err_msg: string }) => void): void };

const { server, shop } = await ticketingTestServer();

/** A page with the double loaded and its load event fired. */
function loadPage() {
  const document = new FakeDocument();
  const window = Object.assign(new EventTarget(), { WeixinJSBridge: undefined as Bridge | undefined });
  const readyEvents: string[] = [];
  document.addEventListener('WeixinJSBridgeReady', () => readyEvents.push(window.WeixinJSBridge ? 'ready with the bridge' : 'ready without it'));
  runInNewContext(weixinJsBridgeDouble(`${server.url}/`), { window, document, fetch, Event });
  const beforeLoad = window.WeixinJSBridge;
  document.readyState = 'complete';
  window.dispatchEvent(new Event('load'));
  return { document, window, readyEvents, beforeLoad };
}

async function jsapiFields() {
  const token = await shop.login(SEED.phones.unpaidOrder);
  const { body } = await shop.post(token, 'order/pay', { orderId: SEED.ticketing.unpaidOrderId, channel: 'jsapi', returnUrl: '' });
  return { token, fields: body.data.jsapi };
}

const sheetOf = (document: FakeDocument) => document.body.all().find((element) => element.getAttribute('role') === 'dialog');
const buttonLabelled = (document: FakeDocument, label: string) => sheetOf(document)?.all().find((element) => element.tagName === 'BUTTON' && element.textContent === label);

describe('the WeixinJSBridge double', () => {
  it('appears once the page has loaded and announces itself with WeixinJSBridgeReady on document', () => {
    const { window, readyEvents, beforeLoad } = loadPage();
    expect(beforeLoad).toBeUndefined();
    expect(typeof window.WeixinJSBridge?.invoke).toBe('function');
    expect(readyEvents).toEqual(['ready with the bridge']);
  });

  it('opens a modal payment sheet named 微信支付 with the amount, focus on its first button', async () => {
    const { document, window } = loadPage();
    const opener = document.createElement('button');
    document.body.appendChild(opener);
    opener.focus();
    window.WeixinJSBridge!.invoke('getBrandWCPayRequest', (await jsapiFields()).fields, () => undefined);

    const sheet = sheetOf(document)!;
    expect(sheet.getAttribute('aria-modal')).toBe('true');
    expect(document.byId(sheet.getAttribute('aria-labelledby')!)?.textContent).toBe('微信支付');
    expect(sheet.all().filter((e) => e.tagName === 'BUTTON').map((b) => [b.textContent, b.getAttribute('type')])).toEqual([
      ['支付', 'button'],
      ['取消', 'button'],
      ['失败', 'button'],
    ]);
    expect(document.activeElement).toBe(buttonLabelled(document, '支付'));
    const amount = document.byId(sheet.getAttribute('aria-describedby')!)!;
    // The amount comes from the server's order: waited for as long as the machine needs (a fixed 1 s
    // was not always enough under load).
    await expect.poll(() => amount.textContent, { timeout: 15_000 }).toBe('¥128.00');
  });

  it.each([
    ['支付', 'get_brand_wcpay_request:ok', { orderStatus: 'completed', paymentStatus: 'received' }],
    ['取消', 'get_brand_wcpay_request:cancel', { orderStatus: 'reserved', paymentStatus: 'awaiting' }],
    ['失败', 'get_brand_wcpay_request:fail', { orderStatus: 'reserved', paymentStatus: 'failed' }],
  ])('settles the prepay on %s, then answers %s, closes the sheet and gives focus back', async (label, errMsg, status) => {
    const { document, window } = loadPage();
    const opener = document.createElement('button');
    document.body.appendChild(opener);
    opener.focus();
    const { token, fields } = await jsapiFields();
    const reply = new Promise<{ err_msg: string }>((resolve) => window.WeixinJSBridge!.invoke('getBrandWCPayRequest', fields, resolve));
    buttonLabelled(document, label)!.click();

    expect(await reply).toEqual({ err_msg: errMsg });
    expect(sheetOf(document)).toBeUndefined();
    expect(document.activeElement).toBe(opener);
    expect((await shop.get(token, 'order/payStatus', { orderId: SEED.ticketing.unpaidOrderId })).body.data).toMatchObject(status);
  });

  it('cancels on Escape and keeps Tab on its buttons', async () => {
    const { document, window } = loadPage();
    const { fields } = await jsapiFields();
    const reply = new Promise<{ err_msg: string }>((resolve) => window.WeixinJSBridge!.invoke('getBrandWCPayRequest', fields, resolve));
    const key = (name: string, shiftKey = false) => sheetOf(document)!.dispatchEvent(Object.assign(new Event('keydown', { cancelable: true }), { key: name, shiftKey }));
    key('Tab', true);
    expect(document.activeElement).toBe(buttonLabelled(document, '失败'));
    key('Tab');
    expect(document.activeElement).toBe(buttonLabelled(document, '支付'));
    key('Escape');
    expect(await reply).toEqual({ err_msg: 'get_brand_wcpay_request:cancel' });
  });

  it('answers fail when the server refuses the payment (the order expired while the sheet was open)', async () => {
    const { document, window } = loadPage();
    const { fields } = await jsapiFields();
    server.advanceClock(15 * 60);
    const reply = new Promise<{ err_msg: string }>((resolve) => window.WeixinJSBridge!.invoke('getBrandWCPayRequest', fields, resolve));
    buttonLabelled(document, '支付')!.click();
    expect(await reply).toEqual({ err_msg: 'get_brand_wcpay_request:fail' });
  });
});
