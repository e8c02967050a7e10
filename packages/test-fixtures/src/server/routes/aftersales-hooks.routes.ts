import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { registerSignedPdfRoute } from '../kit/signed-pdf';
import { yuan } from '../kit/money';
import { settleRefundNow } from '../ticketing/refunds';

/**
 * Test hooks of gifts, refunds and invoices (not the backend's API): settling a pending refund or an
 * invoice application now (WeChat's and the tax platform's answers), and the invoice PDF at its signed
 * address on the server's own origin (a file, as an object store would serve it).
 */
export function registerAftersalesHooks(app: FastifyInstance, ctx: ServerContext): void {
  const ticketing = ctx.state.ticketing;

  app.post('/__contract/refund/settle', async (request, reply) => {
    const body = request.body as { orderId?: unknown; outcome?: unknown } | undefined;
    if (typeof body?.orderId !== 'string' || (body.outcome !== 'refunded' && body.outcome !== 'failed')) {
      return reply.code(400).send({ error: "Expected {orderId: string, outcome: 'refunded' | 'failed'}" });
    }
    const settled = settleRefundNow(ticketing, body.orderId, body.outcome);
    if (!settled.ok) return reply.code(400).send({ ok: false, code: settled.failure.code, msg: settled.failure.msg.en });
    return { ok: true, orderId: settled.value.orderId, refundStatus: settled.value.refundStatus };
  });

  app.post('/__contract/invoice/settle', async (request, reply) => {
    const body = request.body as { applicationId?: unknown; outcome?: unknown; reason?: unknown } | undefined;
    if (typeof body?.applicationId !== 'string' || (body.outcome !== 'issued' && body.outcome !== 'failed')) {
      return reply.code(400).send({ error: "Expected {applicationId: string, outcome: 'issued' | 'failed', reason?: string}" });
    }
    const now = ticketing.now();
    const application = ticketing.invoices.find(body.applicationId);
    if (!application) return reply.code(400).send({ ok: false, code: 400, msg: 'Invoice application not found' });
    if (application.status !== 'applied' && application.status !== 'issuing') {
      return reply.code(400).send({ ok: false, code: 400, msg: `The application is ${application.status}, not in progress` });
    }
    if (body.outcome === 'issued') ticketing.invoices.issue(application, now);
    else ticketing.invoices.fail(application, typeof body.reason === 'string' && body.reason.trim() !== '' ? body.reason.trim() : '开票失败 Invoicing failed');
    return { ok: true, applicationId: application.applicationId, status: application.status };
  });

  registerSignedPdfRoute(app, 'invoice', () => ticketing.now(), (applicationId) => {
    const application = ticketing.invoices.find(applicationId);
    if (!application?.invoiceNo || (application.status !== 'issued' && application.status !== 'reversed')) return undefined;
    return {
      filename: `${application.invoiceNo}.pdf`,
      lines: [
        'fairpass demo e-invoice (contract server)',
        `Invoice No: ${application.invoiceNo}`,
        `Order No: ${application.orderNo}`,
        `Amount: ${application.currency} ${yuan(application.amountFen)}`,
        ...(application.status === 'reversed' ? ['REVERSED (red-letter invoice issued)'] : []),
      ],
    };
  });
}
