// /invoiceEn?orderId=: the English invoice for an overseas buyer — company, address, country, contact,
// e-mail and an optional VAT or tax number that Chinese rules do not check. Whether the order can be
// invoiced is the server's to say, as for the Chinese invoice.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { englishInvoiceErrors, type EnglishInvoice, type InvoiceEligibility } from '@fairpass/domain/invoicing';
import { formatMoney } from '@fairpass/domain/ticketing';
import { getInvoicing } from '@fairpass/sdk/invoicing';
import { BackButton } from '../../../ui/back-button';
import { Form } from '../../../ui/form/form';
import { FormAlert } from '../../../ui/form/form-alert';
import { SubmitButton } from '../../../ui/form/submit-button';
import { TextField } from '../../../ui/form/text-field';
import { useForm } from '../../../ui/form/use-form';
import { InvoicingPage as Page } from '../invoicing-page';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { useQueryParam } from '../../../ui/use-query-param';
import { useSession } from '../../../ui/use-session';
import { settleWriteKey, writeKeyFor } from '../../../ui/write-key';
import { EligibilityNote } from '../apply/eligibility-note';
import { InvoicingNav } from '../invoicing-nav';
import { eligibilityQuery, INVOICING_KEYS } from '../invoicing.queries';
import '../../../ui/list-blocks.css';
import '../../../ui/screen-blocks.css';

export default withServerState(InvoiceEnScreen);

const HEADING_ID = 'fp-inv-en-heading';

type EnglishValues = EnglishInvoice & { readonly [field: string]: unknown };

const FIELDS = [
  { name: 'companyName', autoComplete: 'organization', mandatory: true },
  { name: 'address', autoComplete: 'street-address', mandatory: true },
  { name: 'country', autoComplete: 'country-name', mandatory: true },
  { name: 'contact', autoComplete: 'name', mandatory: true },
  { name: 'email', autoComplete: 'email', mandatory: true, type: 'email' },
  { name: 'vatNumber', autoComplete: 'off', mandatory: false },
] as const;

function InvoiceEnScreen() {
  const { t } = useTranslation('invoicing');
  const orderId = useQueryParam('orderId') ?? '';
  const { client } = useShell();
  const eligibility = useQuery({ ...eligibilityQuery(client, orderId), enabled: orderId !== '' });
  if (orderId === '') {
    return (
      <Page labelledBy={HEADING_ID}>
        <BackButton fallback="/invoice" />
        <h1 id={HEADING_ID} className="fp-heading">{t('english.heading')}</h1>
        <p className="fp-note">{t('english.chooseOrder')}</p>
        <InvoicingNav />
      </Page>
    );
  }
  return (
    <QueryView query={eligibility} heading={t('english.heading')} headingId={HEADING_ID}>
      {(order) => (
        <Page labelledBy={HEADING_ID}>
          <BackButton fallback="/invoice" />
          <h1 id={HEADING_ID} className="fp-heading">{t('english.heading')}</h1>
          <p className="fp-note">{t('english.intro', { orderNo: order.orderNo, amount: formatMoney({ amount: order.total, currency: order.currency }) })}</p>
          {order.invoiceable ? <EnglishForm order={order} /> : <EligibilityNote eligibility={order} />}
          <InvoicingNav />
        </Page>
      )}
    </QueryView>
  );
}

function EnglishForm({ order }: { readonly order: InvoiceEligibility }) {
  const { t } = useTranslation('invoicing');
  const { client } = useShell();
  const queries = useQueryClient();
  const [, navigate] = useLocation();
  const userId = useSession((s) => s.user?.userId ?? '');
  const form = useForm<EnglishValues>({
    initial: { companyName: '', address: '', country: '', contact: '', email: '', vatNumber: '' },
    validate: (values) => englishInvoiceErrors(values),
    send: (values, signal) => {
      const intent = `invoiceEn.${order.orderId}`;
      const trimmed = Object.fromEntries(FIELDS.map(({ name }) => [name, values[name].trim()])) as unknown as EnglishInvoice;
      const { vatNumber, ...rest } = trimmed;
      const request = { orderId: order.orderId, ...rest, ...(vatNumber ? { vatNumber } : {}) };
      return getInvoicing(client).applyEnglishInvoice.execute(request, { idempotencyKey: writeKeyFor(intent, request), signal }).then((sent) => settleWriteKey(intent, sent));
    },
    onSuccess: async () => {
      await queries.invalidateQueries({ queryKey: INVOICING_KEYS.all });
      navigate('/invoice/history?applied=1', { replace: true });
    },
    invalidAlert: t('header.fix'),
    draft: { key: `invoiceEn.${order.orderId}.${userId}` },
  });
  return (
    <Form form={form} labelledBy={HEADING_ID}>
      {FIELDS.map((field) => (
        <TextField
          key={field.name}
          form={form}
          name={field.name}
          id={`fp-inv-en-${field.name}`}
          label={<FieldName name={field.name} optional={!field.mandatory} />}
          autoComplete={field.autoComplete}
          type={'type' in field ? field.type : 'text'}
          maxLength={field.name === 'vatNumber' ? 40 : 200}
          mandatory={field.mandatory}
        />
      ))}
      <FormAlert message={form.alert} />
      <SubmitButton pending={form.pending} label={t('english.submit')} pendingLabel={t('apply.submitting')} />
    </Form>
  );
}

/**
 * A field's name. On a Chinese page it also gives the English name the invoice will carry, marked as
 * English (`<en>` in the texts) so that a screen reader reads it in English (WCAG 3.1.2).
 */
function FieldName({ name, optional }: { readonly name: (typeof FIELDS)[number]['name']; readonly optional: boolean }) {
  const { t } = useTranslation('invoicing');
  return (
    <>
      <Trans t={t} i18nKey={`english.${name}`} components={{ en: <span lang="en" /> }} />
      {optional && t('english.optional')}
    </>
  );
}
