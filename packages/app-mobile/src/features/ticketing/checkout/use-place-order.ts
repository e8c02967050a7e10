// Placing the basket's order (or changing an unpaid one): one Idempotency-Key per basket (write-key.ts),
// so a double tap, a retry after a dropped reply or a reload never makes a second order. The key is
// settled only by the order's own answer: kept while the write may have happened (no reply, a 5xx), so
// sending again answers with the same order; ended once the order is known. From then on the buyer is on
// that order's pay step (issue 28): the page is replaced by /order/{id}, which starts the payment, so a
// reload while WeChat's sheet is open, Back from the H5 cashier or a payment start that fails (500) all
// land on the order with its pay button — never on an empty basket that would make a second order.
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { hrefOf, ok, type DomainError, type Result } from '@fairpass/domain';
import { type BasketLine, type Order } from '@fairpass/domain/ticketing';
import { getTicketing } from '@fairpass/sdk/ticketing';
import { useShell } from '../../../ui/shell-context';
import { useSession } from '../../../ui/use-session';
import { TICKETING_KEYS } from '../ticketing.queries';
import { dropBasket } from './basket-draft';
import { settleWriteKey, writeKeyFor } from '../../../ui/write-key';

export interface OrderRequest {
  readonly lines: readonly BasketLine[];
  readonly discountCode: string;
  readonly attendees?: readonly { readonly ticketTypeId: string; readonly values: Readonly<Record<string, string>> }[];
  /** Changing this unpaid order instead of placing a new one. */
  readonly orderId?: string;
}

/** The query that tells the order's page to start paying as it opens (and is dropped before it does). */
export const START_PAYING = { pay: 'start' } as const;

export function usePlaceOrder(): (request: OrderRequest) => Promise<Result<void, DomainError>> {
  const { client } = useShell();
  const queries = useQueryClient();
  const [, navigate] = useLocation();
  const exhibitionId = useSession((s) => s.entry.exhibitionId ?? '');
  const userId = useSession((s) => s.user?.userId ?? '');
  const registerLinkId = useSession((s) => s.entry.registerLinkId);

  return async ({ lines, discountCode, attendees = [], orderId }) => {
    const ticketing = getTicketing(client);
    const code = discountCode.trim() ? { discountCode: discountCode.trim() } : {};
    const intent = orderId === undefined ? `order.${exhibitionId}.${userId}` : `change.${orderId}`;
    const idempotencyKey = writeKeyFor(intent, { lines, code, attendees });
    const placed: Result<Order, DomainError> = settleWriteKey(
      intent,
      orderId === undefined
        ? await ticketing.createOrder.execute(
            { lines: [...lines], ...code, attendees: [...attendees], ...(registerLinkId ? { registerLinkId } : {}) },
            { idempotencyKey },
          )
        : await ticketing.changeOrder.execute({ orderId, lines: [...lines], ...code }, { idempotencyKey }),
    );
    if (!placed.ok) return placed;
    // The order exists: the basket is spent, and the order's page is where the buyer now is.
    dropBasket(exhibitionId, userId);
    queries.setQueryData(TICKETING_KEYS.order(placed.value.orderId), placed.value);
    void queries.invalidateQueries({ queryKey: TICKETING_KEYS.orders, predicate: (query) => query.queryKey[2] !== placed.value.orderId });
    navigate(hrefOf('/order/:orderId', { orderId: placed.value.orderId }, START_PAYING), { replace: true });
    return ok(undefined);
  };
}
