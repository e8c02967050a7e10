// /journal: buying the exhibition catalogue — each catalogue with its price and shipping, a quantity and
// a delivery address (checked by the domain's rules: name, mobile, required parts), then the order is
// placed (Idempotency-Key per address and quantity) and paid like a ticket order, from its own page.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { hrefOf, localizedField, ok } from '@fairpass/domain';
import { formatMoney, type Journal } from '@fairpass/domain/ticketing';
import { getTicketing } from '@fairpass/sdk/ticketing';
import { Form } from '../../../ui/form/form';
import { FormAlert } from '../../../ui/form/form-alert';
import { SubmitButton } from '../../../ui/form/submit-button';
import { TextField } from '../../../ui/form/text-field';
import { useForm } from '../../../ui/form/use-form';
import { Page } from '../../../ui/page';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { useLanguage } from '../../../ui/use-language';
import { useSession } from '../../../ui/use-session';
import { settleWriteKey, writeKeyFor } from '../../../ui/write-key';
import { START_PAYING } from '../checkout/use-place-order';
import { journalsQuery, TICKETING_KEYS } from '../ticketing.queries';
import { TicketingNav } from '../ticketing-nav';
import { ADDRESS_FIELDS, addressErrors, type JournalOrderValues } from './journal-order-rules';
import '../../../ui/screen-blocks.css';
import '../ticketing.css';

export default withServerState(JournalScreen);

function JournalScreen() {
  const { t } = useTranslation('ticketing');
  const { client } = useShell();
  const exhibitionId = useSession((s) => s.entry.exhibitionId ?? '');
  const journals = useQuery(journalsQuery(client, exhibitionId));
  return (
    <QueryView query={journals} heading={t('journal.heading')} headingId="fp-tk-journal-heading">
      {(list) => {
        const journal = list.find((item) => item.saleState === 'on_sale');
        return journal ? (
          <JournalOrder journal={journal} />
        ) : (
          <Page labelledBy="fp-tk-journal-heading">
            <h1 id="fp-tk-journal-heading" className="fp-heading">{t('journal.heading')}</h1>
            <p className="fp-note">{t('journal.none')}</p>
            <TicketingNav />
          </Page>
        );
      }}
    </QueryView>
  );
}

function JournalOrder({ journal }: { readonly journal: Journal }) {
  const { t } = useTranslation('ticketing');
  const [language] = useLanguage();
  const { client } = useShell();
  const queries = useQueryClient();
  const [, navigate] = useLocation();
  const userId = useSession((s) => s.user?.userId ?? '');
  const money = (amount: string) => formatMoney({ amount, currency: journal.currency });
  const form = useForm({
    initial: { quantity: '1', name: '', phone: '', province: '', city: '', district: '', detail: '' } as JournalOrderValues,
    validate: addressErrors,
    send: async (values, signal) => {
      const { quantity, ...address } = values;
      const trimmed = Object.fromEntries(Object.entries(address).map(([key, value]) => [key, value.trim()])) as Omit<JournalOrderValues, 'quantity'>;
      const intent = `journal.${journal.id}`;
      const request = { journalId: journal.id, quantity: Number(quantity), address: trimmed };
      const order = settleWriteKey(intent, await getTicketing(client).orderJournal.execute(request, { idempotencyKey: writeKeyFor(intent, request), signal }));
      if (!order.ok) return order;
      // The order exists: its pay step is where the buyer now is (a reload or Back from the cashier lands there).
      queries.setQueryData(TICKETING_KEYS.order(order.value.orderId), order.value);
      navigate(hrefOf('/journal/:orderId', { orderId: order.value.orderId }, START_PAYING), { replace: true });
      return ok(undefined);
    },
    draft: { key: `journal.${journal.id}.${userId}` },
  });
  return (
    <Page labelledBy="fp-tk-journal-heading">
      <h1 id="fp-tk-journal-heading" className="fp-heading">{t('journal.heading')}</h1>
      <article className="fp-item" aria-labelledby="fp-tk-journal-title">
        <h2 id="fp-tk-journal-title" className="fp-item__name">{localizedField(journal, 'name', language)}</h2>
        <ul className="fp-item__facts">
          <li>{t('journal.price', { amount: money(journal.price) })}</li>
          <li>{t('journal.shipping', { amount: money(journal.shippingFee) })}</li>
        </ul>
        <p className="fp-item__desc">{localizedField(journal, 'description', language)}</p>
      </article>
      <Form form={form} labelledBy="fp-tk-journal-heading">
        <TextField form={form} name="quantity" id="fp-tk-journal-quantity" label={t('journal.quantity')} inputMode="numeric" maxLength={3} />
        <h2 className="fp-subheading">{t('journal.address')}</h2>
        {ADDRESS_FIELDS.map(({ name, autoComplete, inputMode }) => (
          <TextField key={name} form={form} name={name} id={`fp-tk-journal-${name}`} label={t(`journal.${name}`)} autoComplete={autoComplete} inputMode={inputMode} />
        ))}
        <FormAlert message={form.alert} />
        <SubmitButton pending={form.pending} label={t('journal.submit')} pendingLabel={t('select.submitting')} />
      </Form>
      <TicketingNav />
    </Page>
  );
}
