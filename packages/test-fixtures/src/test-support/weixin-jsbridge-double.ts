// Test-only: a stand-in for WeChat's in-app payment bridge, for journeys that run the app with a
// WeChat user agent. `page.addInitScript(weixinJsBridgeDouble(server.url))` defines
// `window.WeixinJSBridge` once the page has loaded and fires `WeixinJSBridgeReady` on document, as
// WeChat does. `invoke('getBrandWCPayRequest', fields, cb)` opens an accessible payment sheet (a modal
// dialog named 微信支付 with the amount, focus inside, Escape cancels); a click on 支付 / 取消 / 失败
// settles the prepay of `fields.package` at the contract server (/__contract/jsapi/settle) and then
// answers `cb({err_msg: 'get_brand_wcpay_request:ok' | ':cancel' | ':fail'})` — ':fail' too when the
// server refused the payment (an order that expired meanwhile).
//
// The script is plain browser JavaScript kept as text, so nothing a bundler or test runner adds to a
// compiled function ends up in the page. It sets styles through the CSSOM (element.style), which the
// app's Content-Security-Policy allows, and adds no inline <style> or <script>.

const BRIDGE_SCRIPT = String.raw`
(function (server) {
  var SHEET_ID = 'fairpass-wxpay-double';
  var OUTCOMES = [['ok', '支付'], ['cancel', '取消'], ['fail', '失败']];

  function element(tag, text, style) {
    var node = document.createElement(tag);
    if (text) node.textContent = text;
    if (style) Object.assign(node.style, style);
    return node;
  }

  function openSheet(fields, callback) {
    var prepayId = String((fields && fields['package']) || '').replace(/^prepay_id=/, '');
    var previous = document.activeElement;
    var backdrop = element('div', '', { position: 'fixed', inset: '0', background: 'rgba(0,0,0,0.5)', display: 'flex', alignItems: 'flex-end', justifyContent: 'center', zIndex: '2147483647' });
    backdrop.id = SHEET_ID;
    var sheet = element('div', '', { background: '#fff', color: '#111', width: '100%', maxWidth: '30rem', borderRadius: '0.75rem 0.75rem 0 0', padding: '1.25rem 1rem 1.5rem', boxSizing: 'border-box', fontFamily: 'system-ui, sans-serif' });
    sheet.setAttribute('role', 'dialog');
    sheet.setAttribute('aria-modal', 'true');
    sheet.setAttribute('aria-labelledby', SHEET_ID + '-title');
    sheet.setAttribute('aria-describedby', SHEET_ID + '-amount');
    var title = element('h2', '微信支付', { fontSize: '1.125rem', textAlign: 'center', margin: '0 0 0.5rem' });
    title.id = SHEET_ID + '-title';
    var amount = element('p', '', { fontSize: '2rem', fontWeight: '600', textAlign: 'center', margin: '0.5rem 0 1rem', minHeight: '2.5rem' });
    amount.id = SHEET_ID + '-amount';
    sheet.appendChild(title);
    sheet.appendChild(amount);
    var buttons = OUTCOMES.map(function (pair) {
      var button = element('button', pair[1], { display: 'block', width: '100%', minHeight: '2.75rem', margin: '0.5rem 0 0', fontSize: '1rem', borderRadius: '0.375rem', border: '1px solid #b3b3b3', background: pair[0] === 'ok' ? '#07c160' : '#fff', color: pair[0] === 'ok' ? '#fff' : '#111' });
      button.setAttribute('type', 'button');
      button.setAttribute('data-outcome', pair[0]);
      button.addEventListener('click', function () { finish(pair[0]); });
      sheet.appendChild(button);
      return button;
    });
    backdrop.appendChild(sheet);
    document.body.appendChild(backdrop);
    buttons[0].focus();

    var done = false;
    function finish(outcome) {
      if (done) return;
      done = true;
      buttons.forEach(function (button) { button.disabled = true; });
      fetch(server + '/__contract/jsapi/settle', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ prepayId: prepayId, outcome: outcome }) })
        .then(function (response) { return response.ok; }, function () { return false; })
        .then(function (settled) {
          backdrop.remove();
          if (previous && typeof previous.focus === 'function') previous.focus();
          callback({ err_msg: 'get_brand_wcpay_request:' + (outcome === 'ok' && !settled ? 'fail' : outcome) });
        });
    }

    // A modal sheet: Escape cancels, Tab stays on its buttons.
    sheet.addEventListener('keydown', function (event) {
      if (event.key === 'Escape') { event.preventDefault(); finish('cancel'); return; }
      if (event.key !== 'Tab') return;
      var index = buttons.indexOf(document.activeElement);
      var next = (index + (event.shiftKey ? buttons.length - 1 : 1)) % buttons.length;
      event.preventDefault();
      buttons[index < 0 ? 0 : next].focus();
    });

    fetch(server + '/__contract/jsapi/prepay?prepayId=' + encodeURIComponent(prepayId))
      .then(function (response) { return response.ok ? response.json() : undefined; })
      .then(function (info) { if (info && info.amount) amount.textContent = '¥' + info.amount; }, function () {});
  }

  function install() {
    if (window.WeixinJSBridge) return;
    window.WeixinJSBridge = {
      invoke: function (name, fields, callback) {
        var answer = typeof callback === 'function' ? callback : function () {};
        if (name !== 'getBrandWCPayRequest') { answer({ err_msg: 'system:function_not_exist' }); return; }
        openSheet(fields, answer);
      },
      on: function () {},
      call: function () {},
    };
    document.dispatchEvent(new Event('WeixinJSBridgeReady'));
  }

  if (document.readyState === 'complete') install();
  else window.addEventListener('load', install);
})`;

/** The double's script for `page.addInitScript`, talking to the contract server at `serverUrl`. */
export function weixinJsBridgeDouble(serverUrl: string): string {
  return `${BRIDGE_SCRIPT}(${JSON.stringify(serverUrl.replace(/\/$/, ''))});`;
}
