// Placing the basket's order and going on to pay: one Idempotency-Key per basket (write-key.ts), so a
// double tap, a retry after a dropped reply or a reload never makes a second order; the order lists and
// the basket are refreshed and dropped once the order exists.
import { useQueryClient } from '@tanstack/react-query';
import { ok, type DomainError, type Result } from '@fairpass/domain';
import { type BasketLine, type Order } from '@fairpass/domain/ticketing';
import { getTicketing } from '@fairpass/sdk/ticketing';
import { useShell } from '../../../ui/shell-context';
import { useSession } from '../../../ui/use-session';
import { useStartPayment } from '../../../ui/payment/use-start-payment';
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

export function usePlaceOrder(): (request: OrderRequest) => Promise<Result<void, DomainError>> {
  const { client } = useShell();
  const queries = useQueryClient();
  const startPayment = useStartPayment();
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
    dropBasket(exhibitionId, userId);
    void queries.invalidateQueries({ queryKey: TICKETING_KEYS.orders });
    const paying = await startPayment(placed.value);
    return paying.ok ? ok(undefined) : paying;
  };
}
