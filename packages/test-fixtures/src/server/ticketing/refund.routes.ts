import type { FastifyInstance } from 'fastify';
import { RC, type ServerContext } from '../context';
import { toWireOrder, type OrderRecord } from './orders';
import { applyRefund, previewRefund } from './refunds';
import { commerceRouteKit } from '../kit/commerce-route-kit';

/**
 * Whole-order refunds (docs/endpoints.md "Refunds"): the preview (what comes back, or why not) and the
 * application, which leaves the order `refundStatus: 'pending'` with its tickets locked until it settles.
 */
export function registerRefundRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const ticketing = ctx.state.ticketing;
  const { answer, authed, query, bodyOf } = commerceRouteKit(ctx);
  const orderView = (order: OrderRecord) => toWireOrder(order, ticketing.now());

  app.get(
    `${RC}refund/preview`,
    authed((request, reply, subject) => answer(request, reply, previewRefund(ticketing, subject.personId, query(request, 'orderId')), (preview) => preview)),
  );

  app.post(
    `${RC}refund/apply`,
    authed((request, reply, subject) => answer(request, reply, applyRefund(ticketing, subject.personId, bodyOf(request)), orderView)),
  );
}
