// WeChat's in-app payment sheet (JSAPI): `WeixinJSBridge.invoke('getBrandWCPayRequest', fields, cb)`
// with the six fields the server signed. The bridge may appear after the page loads (WeChat fires
// WeixinJSBridgeReady), so the call waits for it a little. The answer is only the sheet's: the caller
// still asks the server whether the order was paid.
import type { JsapiPayFields } from '@fairpass/domain/ticketing';

export type SheetOutcome = 'ok' | 'cancel' | 'fail';

interface Bridge {
  invoke(name: 'getBrandWCPayRequest', fields: JsapiPayFields, callback: (reply: { err_msg?: string }) => void): void;
}

const bridgeOf = (): Bridge | undefined => (window as unknown as { WeixinJSBridge?: Bridge }).WeixinJSBridge;

function whenBridgeReady(timeoutMs: number): Promise<Bridge | undefined> {
  const ready = bridgeOf();
  if (ready) return Promise.resolve(ready);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      document.removeEventListener('WeixinJSBridgeReady', done);
      resolve(bridgeOf());
    };
    const timer = setTimeout(done, timeoutMs);
    document.addEventListener('WeixinJSBridgeReady', done);
  });
}

const OUTCOMES: Readonly<Record<string, SheetOutcome>> = {
  'get_brand_wcpay_request:ok': 'ok',
  'get_brand_wcpay_request:cancel': 'cancel',
};

/** Opens the sheet; 'fail' when WeChat answered so, or there is no bridge to open it with. */
export async function payInWeChat(fields: JsapiPayFields, timeoutMs = 3000): Promise<SheetOutcome> {
  const bridge = await whenBridgeReady(timeoutMs);
  if (!bridge) return 'fail';
  return new Promise((resolve) => {
    bridge.invoke('getBrandWCPayRequest', fields, (reply) => resolve(OUTCOMES[reply.err_msg ?? ''] ?? 'fail'));
  });
}
