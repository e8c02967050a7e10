// Exchanging a ticket for a higher type, paying only the difference the server computes: each option
// names its price difference; choosing one places the upgrade order (Idempotency-Key per ticket and
// target) and goes on to its pay step (the upgrade order's page, which starts the payment: a reload
// while WeChat's sheet is open or Back from the cashier lands there, issue 28). When paid, the server
// revokes this ticket and issues the higher one.
import { Button } from '../../../ui/button';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { hrefOf, localizedField } from '@fairpass/domain';
import { formatMoney, type UpgradeOption } from '@fairpass/domain/ticketing';
import { getTicketing } from '@fairpass/sdk/ticketing';
import { FormAlert } from '../../../ui/form/form-alert';
import { useShell } from '../../../ui/shell-context';
import { useDebouncedSubmit } from '../../../ui/use-debounced-submit';
import { useFailureMessage } from '../../../ui/use-failure-message';
import { useLanguage } from '../../../ui/use-language';
import { useSession } from '../../../ui/use-session';
import { settleWriteKey, writeKeyFor } from '../../../ui/write-key';
import { START_PAYING } from '../checkout/use-place-order';
import { TICKETING_KEYS, upgradeOptionsQuery } from '../ticketing.queries';

export function UpgradeTicket({ ticketId }: { readonly ticketId: string }) {
  const { t } = useTranslation('ticketing');
  const [language] = useLanguage();
  const { client } = useShell();
  const options = useQuery(upgradeOptionsQuery(client, ticketId));
  // A link may offer one upgrade (`upgradeTicket`, spec §3 link parameters): that option comes first.
  const offered = useSession((s) => s.entry.upgradeTicket);
  const queries = useQueryClient();
  const [, navigate] = useLocation();
  const failureMessage = useFailureMessage();
  const [alert, setAlert] = useState<string | null>(null);
  const { submit, pending } = useDebouncedSubmit(async (option: UpgradeOption) => {
    setAlert(null);
    const intent = `upgrade.${ticketId}`;
    const idempotencyKey = writeKeyFor(intent, option.ticketTypeId);
    const order = settleWriteKey(intent, await getTicketing(client).upgradeTicket.execute({ ticketId, targetTicketTypeId: option.ticketTypeId }, { idempotencyKey }));
    if (!order.ok) {
      setAlert(failureMessage(order.error));
      return;
    }
    queries.setQueryData(TICKETING_KEYS.order(order.value.orderId), order.value);
    navigate(hrefOf('/order/:orderId', { orderId: order.value.orderId }, START_PAYING));
  });
  if (options.status !== 'success') return null;
  const list = [...options.data].sort((a, b) => Number(b.ticketTypeId === offered) - Number(a.ticketTypeId === offered));
  const offeredOption = list.find((option) => option.ticketTypeId === offered);
  return (
    <section aria-labelledby="fp-tk-upgrade-heading" className="fp-actions">
      <h2 id="fp-tk-upgrade-heading" className="fp-subheading">{t('wallet.upgradeHeading')}</h2>
      {offeredOption && <p className="fp-notice">{t('wallet.upgradeOffered', { name: localizedField(offeredOption, 'name', language) })}</p>}
      {list.length === 0 ? (
        <p className="fp-note">{t('wallet.upgradeNone')}</p>
      ) : (
        list.map((option) => (
          <Button key={option.ticketTypeId} block fill="outline" loading={pending} disabled={pending} onClick={() => submit(option)}>
            {t('wallet.upgradeTo', {
              name: localizedField(option, 'name', language),
              amount: formatMoney({ amount: option.difference, currency: option.currency }),
            })}
          </Button>
        ))
      )}
      <FormAlert message={alert} />
    </section>
  );
}
