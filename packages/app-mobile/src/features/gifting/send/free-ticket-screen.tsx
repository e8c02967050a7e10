// /freeTicket: giving tickets — choose one of the ticket types the visitor holds unused tickets of and
// how many (spec §5: a positive integer, at most what they hold), and send. The gift is made once per
// choice (Idempotency-Key); its page then shows the claim link to pass on.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { hrefOf, localizedField } from '@fairpass/domain';
import { giftQuantityErrors, type Gift, type GiftableType } from '@fairpass/domain/gifting';
import { getGifting } from '@fairpass/sdk/gifting';
import { BackButton } from '../../../ui/back-button';
import { Form } from '../../../ui/form/form';
import { FormAlert } from '../../../ui/form/form-alert';
import { RadioField } from '../../../ui/form/radio-field';
import { SubmitButton } from '../../../ui/form/submit-button';
import { TextField } from '../../../ui/form/text-field';
import { useForm, type FormState } from '../../../ui/form/use-form';
import { Page } from '../../../ui/page';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { useLanguage } from '../../../ui/use-language';
import { useSession } from '../../../ui/use-session';
import { settleWriteKey, writeKeyFor } from '../../../ui/write-key';
import { GiftArt } from '../gift-art';
import { GiftingNav } from '../gifting-nav';
import { GIFTING_KEYS, giftableQuery } from '../gifting.queries';
import '../../../ui/screen-blocks.css';
import '../gifting.css';

export default withServerState(FreeTicketScreen);

const HEADING_ID = 'fp-gift-send-heading';

function FreeTicketScreen() {
  const { t } = useTranslation('gifting');
  const { client } = useShell();
  const giftable = useQuery(giftableQuery(client));
  return (
    <QueryView query={giftable} heading={t('send.heading')} headingId={HEADING_ID}>
      {(types) => {
        const available = types.filter((type) => type.available > 0);
        return (
          <Page labelledBy={HEADING_ID}>
            <GiftArt position="top" />
            <BackButton fallback="/give" />
            <h1 id={HEADING_ID} className="fp-heading">{t('send.heading')}</h1>
            <p className="fp-note">{t('send.intro')}</p>
            {available.length === 0 ? (
              <>
                <p className="fp-note">{t('send.none')}</p>
                <Link href="/ticket-type" className="fp-button-link">
                  {t('send.buy')}
                </Link>
              </>
            ) : (
              <SendForm types={available} />
            )}
            <GiftingNav current="/freeTicket" />
            <GiftArt position="bottom" />
          </Page>
        );
      }}
    </QueryView>
  );
}

interface SendValues {
  readonly ticketTypeId: string;
  readonly quantity: string;
  readonly [field: string]: unknown;
}

function SendForm({ types }: { readonly types: readonly GiftableType[] }) {
  const { t } = useTranslation('gifting');
  const [language] = useLanguage();
  const { client } = useShell();
  const queries = useQueryClient();
  const [, navigate] = useLocation();
  const userId = useSession((s) => s.user?.userId ?? '');
  const preferred = useSession((s) => s.entry.sourceTicketTypeId);
  const availableOf = (id: string) => types.find((type) => type.ticketTypeId === id)?.available ?? 0;
  const form: FormState<SendValues> = useForm<SendValues, Gift>({
    initial: { ticketTypeId: types.find((type) => type.ticketTypeId === preferred)?.ticketTypeId ?? types[0]?.ticketTypeId ?? '', quantity: '1' },
    validate: (values) => (values.ticketTypeId === '' ? { ticketTypeId: ['VALIDATION.REQUIRED'] } : giftQuantityErrors(values.quantity.trim(), availableOf(values.ticketTypeId))),
    send: (values, signal) => {
      const intent = 'giftCreate';
      const request = { ticketTypeId: values.ticketTypeId, quantity: Number(values.quantity.trim()) };
      return getGifting(client).createGift.execute(request, { idempotencyKey: writeKeyFor(intent, request), signal }).then((sent) => settleWriteKey(intent, sent));
    },
    onSuccess: async (gift) => {
      await queries.invalidateQueries({ queryKey: GIFTING_KEYS.all });
      await queries.invalidateQueries({ queryKey: ['ticketing'] });
      navigate(hrefOf('/give/:id', { id: gift.giftId }, { sent: '1' }), { replace: true });
    },
    errorParams: (field): Readonly<Record<string, string>> | undefined => (field === 'quantity' ? { context: 'gift', max: String(availableOf(form.values.ticketTypeId)) } : undefined),
    draft: { key: `giftSend.${userId}` },
  });
  const options = types.map((type) => ({ value: type.ticketTypeId, label: t('send.typeOption', { name: localizedField(type, 'name', language), available: type.available }) }));
  return (
    <Form form={form} labelledBy={HEADING_ID}>
      <RadioField form={form} name="ticketTypeId" id="fp-gift-type" label={t('send.type')} options={options} vertical />
      <TextField form={form} name="quantity" id="fp-gift-quantity" label={t('send.quantity')} inputMode="numeric" maxLength={3} mandatory />
      <FormAlert message={form.alert} />
      <SubmitButton pending={form.pending} label={t('send.submit')} pendingLabel={t('send.sending')} />
    </Form>
  );
}
