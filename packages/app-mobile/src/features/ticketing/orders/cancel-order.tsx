// "Cancel order", confirmed in the page, then cancelled on the server; the order and the lists are
// refreshed with the answer.
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getTicketing } from '@fairpass/sdk/ticketing';
import { ConfirmedAction } from '../../../ui/confirmed-action';
import { useShell } from '../../../ui/shell-context';
import { useFailureMessage } from '../../../ui/use-failure-message';
import { TICKETING_KEYS } from '../ticketing.queries';

export function CancelOrder({ orderId }: { readonly orderId: string }) {
  const { t } = useTranslation('ticketing');
  const { client } = useShell();
  const queries = useQueryClient();
  const failureMessage = useFailureMessage();
  const cancel = async (): Promise<string | null> => {
    const cancelled = await getTicketing(client).cancelOrder.execute({ orderId });
    if (!cancelled.ok) return failureMessage(cancelled.error);
    queries.setQueryData(TICKETING_KEYS.order(orderId), cancelled.value);
    void queries.invalidateQueries({ queryKey: TICKETING_KEYS.orders });
    return null;
  };
  return <ConfirmedAction label={t('order.cancel')} question={t('order.cancelConfirm')} keepLabel={t('order.keep')} run={cancel} />;
}
