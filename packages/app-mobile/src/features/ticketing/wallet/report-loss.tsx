// Reporting a lost badge, confirmed in the page: the old code is revoked and a new ticket issued
// (Idempotency-Key per ticket, so a double tap or a retry revokes once); the screen moves to the new
// ticket and says so.
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { hrefOf } from '@fairpass/domain';
import { getTicketing } from '@fairpass/sdk/ticketing';
import { ConfirmedAction } from '../../../ui/confirmed-action';
import { useShell } from '../../../ui/shell-context';
import { useFailureMessage } from '../../../ui/use-failure-message';
import { settleWriteKey, writeKeyFor } from '../../../ui/write-key';
import { TICKETING_KEYS } from '../ticketing.queries';

export function ReportLoss({ ticketId }: { readonly ticketId: string }) {
  const { t } = useTranslation('ticketing');
  const { client } = useShell();
  const queries = useQueryClient();
  const [, navigate] = useLocation();
  const failureMessage = useFailureMessage();
  const report = async (): Promise<string | null> => {
    const intent = `reportLoss.${ticketId}`;
    const renewed = settleWriteKey(intent, await getTicketing(client).reportLostTicket.execute({ ticketId }, { idempotencyKey: writeKeyFor(intent, ticketId) }));
    if (!renewed.ok) return failureMessage(renewed.error);
    void queries.invalidateQueries({ queryKey: TICKETING_KEYS.all });
    navigate(hrefOf('/wallet/:id', { id: renewed.value.ticketId }, { renewed: '1' }), { replace: true });
    return null;
  };
  return <ConfirmedAction label={t('wallet.reportLoss')} question={t('wallet.reportLossConfirm')} keepLabel={t('order.keep')} run={report} />;
}
