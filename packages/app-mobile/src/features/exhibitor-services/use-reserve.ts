// Placing a services order: sent once per basket (an Idempotency-Key kept per intent, so a double tap,
// a dropped reply or a reload make one order), then, as every order, the buyer is on its pay step:
// /order/{id}?pay=start replaces the booking page and starts the payment (JSAPI in WeChat, H5
// elsewhere, ending on /payTransition). A refusal is said in the page's language with what it names:
// the sold-out item, the deadline, the day an interpreter is too late for.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { hrefOf, type DomainError, type Result } from '@fairpass/domain';
import type { ServiceKind } from '@fairpass/domain/exhibitor-services';
import { getExhibitorServices, type ReserveServiceInput } from '@fairpass/sdk/exhibitor-services';
import { useFailureMessage } from '../../ui/use-failure-message';
import { useShell } from '../../ui/shell-context';
import { settleWriteKey, writeKeyFor } from '../../ui/write-key';
import { SERVICES_KEYS } from './exhibitor-services.queries';

/** A refusal as this feature words it: the sold-out item and the deadlines named, else the shared message. */
export function useRefusalText(): (error: DomainError) => string {
  const { t } = useTranslation('exhibitor-services');
  const failureMessage = useFailureMessage();
  return useCallback(
    (error: DomainError) => {
      const params = error.params ?? {};
      if (error.code === 'SERVICE.SOLD_OUT' && params.item) return t('common.soldOutItem', { item: params.item });
      if (error.code === 'SERVICE.BOOKING_CLOSED' && params.day && params.deadline) return t('common.closedDay', { day: params.day, deadline: params.deadline.slice(0, 16) });
      if (error.code === 'SERVICE.BOOKING_CLOSED' && params.deadline) return t('common.closedItem', { deadline: params.deadline.slice(0, 16) });
      if (error.code === 'VALIDATION.OUT_OF_RANGE' && params.min && params.max) return t('common.outOfRange', { min: params.min, max: params.max });
      return failureMessage(error);
    },
    [t, failureMessage],
  );
}

/** Sends the booking; on success the order's pay step takes over. Answers the failure, if any. */
export function useReserve(kind: ServiceKind): (input: ReserveServiceInput, onPlaced: () => void) => Promise<Result<unknown, DomainError>> {
  const { client } = useShell();
  const queries = useQueryClient();
  const [, navigate] = useLocation();
  return useCallback(
    async (input, onPlaced) => {
      const intent = `exhibitorServices.reserve.${kind}`;
      const placed = settleWriteKey(intent, await getExhibitorServices(client).reserveService.execute(input, { idempotencyKey: writeKeyFor(intent, input) }));
      if (placed.ok) {
        onPlaced();
        await queries.invalidateQueries({ queryKey: SERVICES_KEYS.all });
        navigate(hrefOf('/order/:orderId', { orderId: placed.value.orderId }, { pay: 'start' }), { replace: true });
      } else {
        // What the server says is sold out or closed now is not what the page showed: read it again.
        if (placed.error.code === 'SERVICE.SOLD_OUT' || placed.error.code === 'SERVICE.BOOKING_CLOSED') void queries.invalidateQueries({ queryKey: SERVICES_KEYS.catalogue(kind) });
      }
      return placed;
    },
    [client, kind, navigate, queries],
  );
}
