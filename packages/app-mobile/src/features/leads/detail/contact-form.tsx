// The visitor's details typed by hand: a new lead ("add a lead" from the list, or a mobile nobody has
// registered), or a scanned badge the server could not find ("Customer information not found"). The
// domain's contact rules decide; what was typed stays on an error.
import { useTranslation } from 'react-i18next';
import { type DomainError, type Result } from '@fairpass/domain';
import { leadContactErrors } from '@fairpass/domain/leads';
import { Form } from '../../../ui/form/form';
import { FormAlert } from '../../../ui/form/form-alert';
import { SubmitButton } from '../../../ui/form/submit-button';
import { TextField } from '../../../ui/form/text-field';
import { useForm } from '../../../ui/form/use-form';

export interface ContactValues {
  readonly name: string;
  readonly mobile: string;
  readonly company: string;
  readonly jobTitle: string;
  readonly email: string;
  readonly [field: string]: unknown;
}

/** The details as the SDK takes them: blanks left out. */
export const contactOf = (values: ContactValues) => ({
  name: values.name.trim(),
  mobile: values.mobile.trim(),
  ...(values.company.trim() ? { company: values.company.trim() } : {}),
  ...(values.jobTitle.trim() ? { jobTitle: values.jobTitle.trim() } : {}),
  ...(values.email.trim() ? { email: values.email.trim() } : {}),
});

export interface ContactFormProps {
  readonly initial: Partial<ContactValues>;
  readonly labelledBy: string;
  readonly submitLabel: string;
  readonly save: (values: ContactValues) => Promise<Result<unknown, DomainError>>;
}

export function ContactForm({ initial, labelledBy, submitLabel, save }: ContactFormProps) {
  const { t } = useTranslation('leads');
  const form = useForm<ContactValues>({
    initial: { name: '', mobile: '', company: '', jobTitle: '', email: '', ...initial },
    validate: (values) => leadContactErrors({ source: 'manual', ...contactOf(values) }),
    send: save,
    invalidAlert: t('form.invalid'),
  });
  return (
    <Form form={form} labelledBy={labelledBy}>
      <TextField form={form} name="name" id="fp-ld-name" label={t('lead.name')} mandatory autoComplete="off" maxLength={50} />
      <TextField form={form} name="mobile" id="fp-ld-mobile" label={t('lead.mobile')} mandatory type="tel" inputMode="numeric" autoComplete="off" maxLength={11} />
      <TextField form={form} name="company" id="fp-ld-company" label={t('lead.company')} autoComplete="off" maxLength={100} />
      <TextField form={form} name="jobTitle" id="fp-ld-job" label={t('lead.jobTitle')} autoComplete="off" maxLength={50} />
      <TextField form={form} name="email" id="fp-ld-email" label={t('lead.email')} type="email" autoComplete="off" maxLength={100} />
      <FormAlert message={form.alert} />
      <SubmitButton pending={form.pending} label={submitLabel} />
    </Form>
  );
}
