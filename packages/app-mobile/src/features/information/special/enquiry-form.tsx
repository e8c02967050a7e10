// The custom booth enquiry: company, contact, mobile, optional e-mail and booth area, the message. The
// domain's specialEnquiryErrors are the rules; the enquiry goes once per content (Idempotency-Key), and
// what was typed is kept as a draft until it is sent.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { specialEnquiryErrors, type SpecialEnquiry } from '@fairpass/domain/information';
import { getInformation } from '@fairpass/sdk/information';
import { Form } from '../../../ui/form/form';
import { FormAlert } from '../../../ui/form/form-alert';
import { FormStatus } from '../../../ui/form/form-status';
import { SubmitButton } from '../../../ui/form/submit-button';
import { TextAreaField } from '../../../ui/form/text-area-field';
import { TextField } from '../../../ui/form/text-field';
import { useForm } from '../../../ui/form/use-form';
import { useShell } from '../../../ui/shell-context';
import { useSession } from '../../../ui/use-session';
import { settleWriteKey, writeKeyFor } from '../../../ui/write-key';

const INTENT = 'information.specialEnquiry';
const HEADING_ID = 'fp-info-enquiry-heading';

type EnquiryValues = {
  readonly company: string;
  readonly contact: string;
  readonly phone: string;
  readonly email: string;
  readonly boothArea: string;
  readonly message: string;
};

const EMPTY: EnquiryValues = { company: '', contact: '', phone: '', email: '', boothArea: '', message: '' };

const enquiryOf = (values: EnquiryValues): SpecialEnquiry => ({
  company: values.company,
  contact: values.contact,
  phone: values.phone.trim(),
  message: values.message,
  ...(values.email.trim() ? { email: values.email.trim() } : {}),
  ...(values.boothArea.trim() ? { boothArea: Number(values.boothArea.trim()) } : {}),
});

export function EnquiryForm() {
  const { t } = useTranslation('information');
  const { client } = useShell();
  const userId = useSession((s) => s.user?.userId ?? '');
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<EnquiryValues, { readonly enquiryId: string }>({
    initial: EMPTY,
    validate: (values) => specialEnquiryErrors(values),
    send: (values, signal) => {
      setSent(null);
      const enquiry = enquiryOf(values);
      return getInformation(client).sendEnquiry.execute(enquiry, { idempotencyKey: writeKeyFor(INTENT, enquiry), signal }).then((sent) => settleWriteKey(INTENT, sent));
    },
    onSuccess: ({ enquiryId }) => {
      form.reset();
      setSent(t('enquiry.sent', { enquiryId }));
    },
    invalidAlert: t('form.fix'),
    draft: { key: `specialEnquiry.${userId}` },
  });
  return (
    <section aria-labelledby={HEADING_ID} className="fp-info__section">
      <h2 id={HEADING_ID} className="fp-subheading">{t('enquiry.heading')}</h2>
      <p className="fp-note">{t('enquiry.intro')}</p>
      <Form form={form} labelledBy={HEADING_ID}>
        <TextField form={form} name="company" id="fp-enq-company" label={t('enquiry.company')} mandatory autoComplete="organization" />
        <TextField form={form} name="contact" id="fp-enq-contact" label={t('enquiry.contact')} mandatory autoComplete="name" />
        <TextField form={form} name="phone" id="fp-enq-phone" label={t('enquiry.phone')} mandatory type="tel" inputMode="tel" autoComplete="tel" />
        <TextField form={form} name="email" id="fp-enq-email" label={t('enquiry.email')} type="email" inputMode="email" autoComplete="email" />
        <TextField form={form} name="boothArea" id="fp-enq-area" label={t('enquiry.boothArea')} inputMode="decimal" />
        <TextAreaField form={form} name="message" id="fp-enq-message" label={t('enquiry.message')} rows={4} aria-required />
        <FormAlert message={form.alert} />
        <FormStatus message={sent} />
        <SubmitButton pending={form.pending} label={t('enquiry.submit')} pendingLabel={t('enquiry.submitting')} />
      </Form>
    </section>
  );
}
