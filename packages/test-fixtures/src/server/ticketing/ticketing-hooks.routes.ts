import type { FastifyInstance, FastifyReply } from 'fastify';
import { stringParam, type ServerContext } from '../context';
import { yuan } from '../kit/money';
import { cashierCsp, cashierErrorPage, cashierPage, nativeDonePage, nativeScanPage } from './cashier-page';
import { livePrepay, scannedPrepay, SETTLE_OUTCOMES, settlePrepay, settleScan, type SettleOutcome } from './payment';
import { settleRefundNow } from './refunds';
import type { TicketingState } from './ticketing-state';
import { verifyCode } from './wallet';

/** What settling a prepay did, as the hook and `ContractServer.settleJsapi` answer it. */
export type SettleResult =
  | { ok: true; orderId: string; orderStatus: string; paymentStatus: string }
  | { ok: false; code: number; msg: string };

export function settleJsapi(state: TicketingState, prepayId: string, outcome: SettleOutcome): SettleResult {
  const settled = settlePrepay(state, prepayId, outcome);
  if (!settled.ok) return { ok: false, code: settled.failure.code, msg: settled.failure.msg.en };
  const { orderId, orderStatus, paymentStatus } = settled.value;
  return { ok: true, orderId, orderStatus, paymentStatus };
}

/** A scanned Native QR code settled (what `ContractServer.scanNative` and its hook answer). */
export function scanNative(state: TicketingState, codeUrl: string, outcome: SettleOutcome): SettleResult {
  const settled = settleScan(state, codeUrl, outcome);
  if (!settled.ok) return { ok: false, code: settled.failure.code, msg: settled.failure.msg.en };
  const { orderId, orderStatus, paymentStatus } = settled.value;
  return { ok: true, orderId, orderStatus, paymentStatus };
}

const isOutcome = (value: unknown): value is SettleOutcome => SETTLE_OUTCOMES.includes(value as SettleOutcome);

/**
 * Test hooks of the ticketing backend (not the backend's API): the H5 cashier at h5_url, the phone's
 * page after scanning a Native QR code (/__native?codeUrl=…) and scanning it by a hook, settling a JSAPI payment (what the WeixinJSBridge double calls), a gate's code check and settling a pending
 * refund now (WeChat's answer). The server clock's hook is a contract control (contract.routes.ts).
 */
export function registerTicketingHooks(app: FastifyInstance, ctx: ServerContext): void {
  const ticketing = ctx.state.ticketing;

  /** redirect_url as WeChat checks it against the merchant's domain: here, the server's allowlist. */
  const returnAddress = (text: string): URL | undefined => {
    try {
      const url = new URL(text);
      return ctx.isAllowedRedirect(url) ? url : undefined;
    } catch {
      return undefined;
    }
  };
  const sendPage = (reply: FastifyReply, status: number, html: string, formTargets: string[] = []) =>
    reply.code(status).header('content-security-policy', cashierCsp(formTargets)).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  const badReturn = { cn: 'redirect_url 不在商户允许的域名内', en: 'redirect_url is not on an allowed domain of the merchant' };

  app.get('/__cashier', async (request, reply) => {
    const prepayId = stringParam(request.query, 'prepayId');
    const redirectUrl = stringParam(request.query, 'redirect_url');
    const back = returnAddress(redirectUrl);
    if (!back) return sendPage(reply, 400, cashierErrorPage(badReturn));
    const live = livePrepay(ticketing, prepayId);
    if (!live.ok) return sendPage(reply, 400, cashierErrorPage(live.failure.msg, back.href));
    const { prepay, order, now } = live.value;
    if (order.paymentStatus === 'received') return sendPage(reply, 409, cashierErrorPage({ cn: '订单已支付', en: 'The order is already paid' }, back.href));
    if (now >= prepay.h5ExpiresAt) return sendPage(reply, 400, cashierErrorPage({ cn: '支付链接已过期，请返回重新支付', en: 'This payment link has expired: go back and pay again' }, back.href));
    const merchant = ctx.state.exhibition(order.exhibitionId)?.functionConfig.pageTitle ?? order.exhibitionId;
    return sendPage(reply, 200, cashierPage({ prepayId, redirectUrl: back.href, amount: yuan(prepay.amountFen), orderNo: order.orderNo, merchant }), [back.origin]);
  });

  app.post('/__cashier', async (request, reply) => {
    const back = returnAddress(stringParam(request.body, 'redirect_url'));
    if (!back) return sendPage(reply, 400, cashierErrorPage(badReturn));
    const outcome = stringParam(request.body, 'outcome');
    if (!isOutcome(outcome)) return sendPage(reply, 400, cashierErrorPage({ cn: '未知的支付结果', en: 'Unknown payment outcome' }, back.href));
    const settled = settlePrepay(ticketing, stringParam(request.body, 'prepayId'), outcome);
    if (!settled.ok) return sendPage(reply, 400, cashierErrorPage(settled.failure.msg, back.href));
    // WeChat sends the browser back to redirect_url as it was given, paid or not.
    return reply.code(303).header('location', back.href).send();
  });

  // Native pay: what WeChat on the phone shows after scanning the desktop page's QR code.
  app.get('/__native', async (request, reply) => {
    const scanned = scannedPrepay(ticketing, stringParam(request.query, 'codeUrl'));
    if (!scanned.ok) return sendPage(reply, 400, cashierErrorPage(scanned.failure.msg));
    const { order, prepay } = scanned.value;
    if (order.paymentStatus === 'received') return sendPage(reply, 409, cashierErrorPage({ cn: '订单已支付', en: 'The order is already paid' }));
    const merchant = ctx.state.exhibition(order.exhibitionId)?.functionConfig.pageTitle ?? order.exhibitionId;
    return sendPage(reply, 200, nativeScanPage({ codeUrl: prepay.codeUrl ?? '', amount: yuan(prepay.amountFen), orderNo: order.orderNo, merchant }));
  });

  app.post('/__native', async (request, reply) => {
    const outcome = stringParam(request.body, 'outcome');
    if (!isOutcome(outcome)) return sendPage(reply, 400, cashierErrorPage({ cn: '未知的支付结果', en: 'Unknown payment outcome' }));
    const settled = settleScan(ticketing, stringParam(request.body, 'codeUrl'), outcome);
    if (!settled.ok) return sendPage(reply, 400, cashierErrorPage(settled.failure.msg));
    const done = outcome === 'ok' ? { cn: '支付成功，请回到电脑上继续', en: 'Paid: carry on at the computer' } : { cn: '未支付，可在电脑上重新扫码', en: 'Not paid: scan the code on the computer again' };
    return sendPage(reply, 200, nativeDonePage(done));
  });

  app.post('/__contract/native/scan', async (request, reply) => {
    const body = request.body as { codeUrl?: unknown; outcome?: unknown } | undefined;
    if (typeof body?.codeUrl !== 'string' || !isOutcome(body.outcome)) return reply.code(400).send({ error: "Expected {codeUrl: string, outcome: 'ok' | 'cancel' | 'fail'}" });
    const result = scanNative(ticketing, body.codeUrl, body.outcome);
    return result.ok ? result : reply.code(400).send(result);
  });

  app.post('/__contract/jsapi/settle', async (request, reply) => {
    const body = request.body as { prepayId?: unknown; outcome?: unknown } | undefined;
    if (typeof body?.prepayId !== 'string' || !isOutcome(body.outcome)) return reply.code(400).send({ error: "Expected {prepayId: string, outcome: 'ok' | 'cancel' | 'fail'}" });
    const result = settleJsapi(ticketing, body.prepayId, body.outcome);
    return result.ok ? result : reply.code(400).send(result);
  });

  /** What the JSAPI double shows on its sheet (the six fields carry no amount). */
  app.get('/__contract/jsapi/prepay', async (request, reply) => {
    const live = livePrepay(ticketing, stringParam(request.query, 'prepayId'));
    if (!live.ok) return reply.code(404).send({ error: live.failure.msg.en });
    const { prepay, order } = live.value;
    return { prepayId: prepay.prepayId, orderId: order.orderId, orderNo: order.orderNo, amount: yuan(prepay.amountFen), currency: 'CNY' };
  });

  app.post('/__contract/refund/settle', async (request, reply) => {
    const body = request.body as { orderId?: unknown; outcome?: unknown } | undefined;
    if (typeof body?.orderId !== 'string' || (body.outcome !== 'refunded' && body.outcome !== 'failed')) {
      return reply.code(400).send({ error: "Expected {orderId: string, outcome: 'refunded' | 'failed'}" });
    }
    const settled = settleRefundNow(ticketing, body.orderId, body.outcome);
    if (!settled.ok) return reply.code(400).send({ ok: false, code: settled.failure.code, msg: settled.failure.msg.en });
    return { ok: true, orderId: settled.value.orderId, refundStatus: settled.value.refundStatus };
  });

  app.post('/__contract/ticket-code/verify', async (request, reply) => {
    const code = (request.body as { code?: unknown } | undefined)?.code;
    if (typeof code !== 'string') return reply.code(400).send({ error: 'Expected {code: string}' });
    return verifyCode(ticketing, code, (exhibitionId) => ctx.state.rotatesTicketCodes(exhibitionId));
  });
}
