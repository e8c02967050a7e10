// The H5 cashier the contract server puts where WeChat's h5_url would lead: a plain HTML page with no
// script at all (a form posting back to the server, answered by a 303 to redirect_url, as WeChat
// returns the browser). Its own policy allows only its one style block (by hash) and form posts to
// this server and the return address's origin (Chromium checks form-action along the redirect too).
import { createHash } from 'node:crypto';

const STYLE = [
  'body{margin:0;font-family:system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#ededed;color:#111}',
  'main{max-width:28rem;margin:0 auto;padding:1.5rem 1rem}',
  'h1{font-size:1.25rem;text-align:center;margin:0 0 1rem}',
  '.card{background:#fff;border-radius:.5rem;padding:1.25rem;text-align:center}',
  '.amount{font-size:2.25rem;font-weight:600;margin:.5rem 0}',
  '.meta{color:#4a4a4a;margin:.25rem 0}',
  'form{display:grid;gap:.75rem;margin-top:1.5rem}',
  'button,a.back{font:inherit;font-size:1.0625rem;min-height:2.75rem;border-radius:.375rem;border:1px solid #b3b3b3;background:#fff;color:#111}',
  'button[value=ok]{background:#07c160;border-color:#07c160;color:#fff;font-weight:600}',
  'button:focus-visible,a.back:focus-visible{outline:3px solid #1a56db;outline-offset:2px}',
  'a.back{display:flex;align-items:center;justify-content:center;text-decoration:none;margin-top:1.5rem}',
].join('');

const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** The page's own Content-Security-Policy; `formTargets` are origins its form may end up at. */
export function cashierCsp(formTargets: readonly string[] = []): string {
  return [
    "default-src 'none'",
    `style-src ${STYLE_HASH}`,
    `form-action 'self' ${formTargets.join(' ')}`.trim(),
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>微信支付 / <span lang="en">WeChat Pay</span></h1>
${body}
</main>
</body>
</html>
`;
}

export interface CashierView {
  prepayId: string;
  redirectUrl: string;
  /** Decimal yuan. */
  amount: string;
  orderNo: string;
  merchant: string;
}

/** The cashier: what is paid to whom, and the three outcomes as real buttons of one form. */
export function cashierPage(view: CashierView): string {
  const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  return page(
    '微信支付 / WeChat Pay',
    `<section class="card">
<p class="meta">${escapeHtml(view.merchant)}</p>
<p class="amount">¥${escapeHtml(view.amount)}</p>
<p class="meta">订单号 / <span lang="en">Order</span> ${escapeHtml(view.orderNo)}</p>
</section>
<form method="post" action="/__cashier">
${hidden('prepayId', view.prepayId)}
${hidden('redirect_url', view.redirectUrl)}
<button type="submit" name="outcome" value="ok">支付 <span lang="en">Pay</span></button>
<button type="submit" name="outcome" value="cancel">取消 <span lang="en">Cancel</span></button>
<button type="submit" name="outcome" value="fail">失败 <span lang="en">Fail</span></button>
</form>`,
  );
}

/** What WeChat shows on the phone after scanning a Native QR code: the same card, the form posting here. */
export function nativeScanPage(view: Omit<CashierView, 'prepayId' | 'redirectUrl'> & { codeUrl: string }): string {
  return page(
    '微信支付 / WeChat Pay',
    `<section class="card">
<p class="meta">${escapeHtml(view.merchant)}</p>
<p class="amount">¥${escapeHtml(view.amount)}</p>
<p class="meta">订单号 / <span lang="en">Order</span> ${escapeHtml(view.orderNo)}</p>
</section>
<form method="post" action="/__native">
<input type="hidden" name="codeUrl" value="${escapeHtml(view.codeUrl)}">
<button type="submit" name="outcome" value="ok">支付 <span lang="en">Pay</span></button>
<button type="submit" name="outcome" value="cancel">取消 <span lang="en">Cancel</span></button>
<button type="submit" name="outcome" value="fail">失败 <span lang="en">Fail</span></button>
</form>`,
  );
}

/** After a scan's payment: nothing to go back to on the phone; the desktop page learns it by polling. */
export function nativeDonePage(message: { cn: string; en: string }): string {
  return page('微信支付 / WeChat Pay', `<section class="card" role="status">
<p>${escapeHtml(message.cn)}</p>
<p lang="en">${escapeHtml(message.en)}</p>
</section>`);
}

/** A cashier that cannot take the payment: why, in both languages, and the way back when there is one. */
export function cashierErrorPage(message: { cn: string; en: string }, backUrl?: string): string {
  const back = backUrl === undefined ? '' : `\n<a class="back" href="${escapeHtml(backUrl)}">返回商户 / <span lang="en">Back to the merchant</span></a>`;
  return page('微信支付 / WeChat Pay', `<section class="card" role="alert">
<p>${escapeHtml(message.cn)}</p>
<p lang="en">${escapeHtml(message.en)}</p>
</section>${back}`);
}
