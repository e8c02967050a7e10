// /ticketRegistration: the details each ticket's holder must give when its type asks for them (the
// type's form fields, the domain's rules), one block per ticket, then the order is placed and paid.
// What is typed is kept as a draft until the order exists; the basket comes from the basket page. The
// first holder starts filled in from the buyer's login (name, mobile, company: most buy their own
// ticket), the server's total is shown above the button, and the button says what it does ("确认并支付",
// or "确认领取" for a free basket), not the basket's "提交订单" (issue 28). With the basket spent (the
// order exists) the page leads to that order instead of saying "choose a ticket".
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { localizedField, validateFormValues, type FieldErrors } from '@fairpass/domain';
import { firstHolderValues, isFree, type TicketType } from '@fairpass/domain/ticketing';
import { Form } from '../../../ui/form/form';
import { FormAlert } from '../../../ui/form/form-alert';
import { SubmitButton } from '../../../ui/form/submit-button';
import { TextField } from '../../../ui/form/text-field';
import { useForm } from '../../../ui/form/use-form';
import { Page } from '../../../ui/page';
import { UnpaidOrderNotice } from '../../../ui/payment/unpaid-order';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useLanguage } from '../../../ui/use-language';
import { useSession } from '../../../ui/use-session';
import { useTicketTypes } from '../catalogue/use-ticket-types';
import { readBasket } from './basket-draft';
import { linesOf } from './basket-lines';
import { attendeeSlotsOf, attendeeValuesOf, fieldNameOf } from './attendee-slots';
import { BasketSummary } from './basket-summary';
import { usePlaceOrder } from './use-place-order';
import { useQuote } from './use-quote';
import '../../../ui/screen-blocks.css';
import '../ticketing.css';

export default withServerState(AttendeesScreen);

function AttendeesScreen() {
  const { t } = useTranslation('ticketing');
  const types = useTicketTypes();
  return (
    <QueryView query={types} heading={t('attendees.heading')} headingId="fp-tk-attendees-heading">
      {(list) => <AttendeesForm types={list} />}
    </QueryView>
  );
}

function AttendeesForm({ types }: { readonly types: readonly TicketType[] }) {
  const { t } = useTranslation('ticketing');
  const [language] = useLanguage();
  const exhibitionId = useSession((s) => s.entry.exhibitionId ?? '');
  const userId = useSession((s) => s.user?.userId ?? '');
  const basket = useMemo(() => readBasket(exhibitionId, userId), [exhibitionId, userId]);
  const lines = useMemo(() => linesOf(basket.quantities, types), [basket.quantities, types]);
  const slots = useMemo(() => attendeeSlotsOf(lines, types), [lines, types]);
  const placeOrder = usePlaceOrder();
  const buyer = useSession((s) => s.user);
  const quote = useQuote(lines, basket.discountCode);
  // Free when the server priced it so; before its answer, when every type in the basket is free.
  const free = quote.data ? isFree({ amount: quote.data.total }) : lines.every((line) => isFree({ amount: types.find((type) => type.id === line.ticketTypeId)?.price ?? '' }));

  const prefilled = slots[0] !== undefined && Object.keys(firstHolderValues(slots[0].fields, buyer)).length > 0;

  const form = useForm({
    initial: () => {
      const empty = Object.fromEntries(slots.flatMap((slot) => slot.fields.map((field) => [fieldNameOf(slot, field.prop), '']))) as Record<string, string>;
      const [first] = slots;
      if (!first) return empty;
      const known = firstHolderValues(first.fields, buyer);
      return { ...empty, ...Object.fromEntries(Object.entries(known).map(([prop, value]) => [fieldNameOf(first, prop), value])) };
    },
    validate: (values) => {
      const errors: FieldErrors = {};
      for (const slot of slots) {
        const found = validateFormValues(slot.fields, Object.fromEntries(slot.fields.map((field) => [field.prop, (values[fieldNameOf(slot, field.prop)] ?? '').trim()])));
        for (const [prop, codes] of Object.entries(found)) errors[fieldNameOf(slot, prop)] = codes;
      }
      return errors;
    },
    send: (values) => placeOrder({ lines, discountCode: basket.discountCode, attendees: attendeeValuesOf(slots, values) }),
    draft: { key: `attendees.${exhibitionId}.${userId}` },
  });

  if (lines.length === 0) {
    return (
      <Page labelledBy="fp-tk-attendees-heading">
        <h1 id="fp-tk-attendees-heading" className="fp-heading">{t('attendees.heading')}</h1>
        <UnpaidOrderNotice />
        <p className="fp-note">{t('select.empty')}</p>
        <Link href="/ticket-type/select" className="fp-button-link">{t('nav.types')}</Link>
      </Page>
    );
  }
  return (
    <Page labelledBy="fp-tk-attendees-heading">
      <h1 id="fp-tk-attendees-heading" className="fp-heading">{t('attendees.heading')}</h1>
      {prefilled && <p className="fp-note">{t('attendees.prefilled')}</p>}
      <Form form={form} labelledBy="fp-tk-attendees-heading">
        {slots.map((slot) => (
          <fieldset key={slot.key} className="fp-question">
            <legend className="fp-field__label">{t('attendees.ticket', { index: slot.index, name: localizedField(slot.type, 'name', language) })}</legend>
            {slot.fields.map((field) => (
              <TextField
                key={field.prop}
                form={form}
                name={fieldNameOf(slot, field.prop)}
                id={`fp-tk-${fieldNameOf(slot, field.prop)}`}
                label={localizedField(field, 'label', language)}
                placeholder={localizedField(field, 'placeholder', language)}
                {...(field.maxLength !== undefined ? { maxLength: field.maxLength } : {})}
              />
            ))}
          </fieldset>
        ))}
        {quote.data && <BasketSummary quote={quote.data} />}
        <FormAlert message={form.alert} />
        <SubmitButton pending={form.pending} label={t(free ? 'attendees.submitFree' : 'attendees.submit')} pendingLabel={t('select.submitting')} />
      </Form>
    </Page>
  );
}
