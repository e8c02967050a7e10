import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { registerSignedPdfRoute } from '../kit/signed-pdf';
import { yuan } from '../kit/money';

/**
 * Test hooks of invoices (not the backend's API): settling an invoice application now (the tax
 * platform's answer), and the invoice PDF at its signed address on the server's own origin (a file, as
 * an object store would serve it). The invoices are kept in the ticketing state, with the orders.
 */
export function registerInvoicingHooks(app: FastifyInstance, ctx: ServerContext): void {
  const ticketing = ctx.state.ticketing;

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
