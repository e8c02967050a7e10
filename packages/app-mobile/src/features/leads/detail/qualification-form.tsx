// What the staff note about a lead: rating, tags, notes and the follow-up (date, what to do, done).
// Saved on the phone at once (editLead): the change joins the lead's write still waiting, or goes as an
// update; the domain's qualification rules decide what may be saved.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEAD_GRADES, LEAD_LIMITS, leadQualificationErrors, type FollowUp, type LeadRating } from '@fairpass/domain/leads';
import type { LeadView } from '@fairpass/sdk/leads';
import { CheckboxField } from '../../../ui/form/checkbox-field';
import { Form } from '../../../ui/form/form';
import { FormAlert } from '../../../ui/form/form-alert';
import { FormStatus } from '../../../ui/form/form-status';
import { RadioField } from '../../../ui/form/radio-field';
import { SubmitButton } from '../../../ui/form/submit-button';
import { TextAreaField } from '../../../ui/form/text-area-field';
import { TextField } from '../../../ui/form/text-field';
import { useForm } from '../../../ui/form/use-form';
import { useLeadsApi } from '../use-lead-book';

interface QualificationValues {
  readonly rating: string;
  readonly tags: string;
  readonly notes: string;
  readonly followUpDate: string;
  readonly followUpNote: string;
  readonly followUpDone: boolean;
  readonly [field: string]: unknown;
}

/** The longest text each field takes (the domain's limits), said in its "too long" message. */
const MAX_LENGTH: Readonly<Record<string, number>> = { tags: LEAD_LIMITS.tagLength, notes: LEAD_LIMITS.notes, followUpNote: LEAD_LIMITS.followUpNote };

/** Tags as typed: separated by commas (either width) or the ideographic comma. */
const tagsOf = (text: string): string[] => text.split(/[,，、]/).map((tag) => tag.trim()).filter((tag) => tag !== '');

/** No date and no note: no follow-up. */
const followUpOf = (values: QualificationValues): FollowUp | null =>
  values.followUpDate.trim() === '' && values.followUpNote.trim() === '' ? null : { date: values.followUpDate.trim(), note: values.followUpNote.trim(), done: values.followUpDone };

export function QualificationForm({ lead, labelledBy }: { readonly lead: LeadView; readonly labelledBy: string }) {
  const { t } = useTranslation('leads');
  const api = useLeadsApi();
  const [saved, setSaved] = useState<string | null>(null);
  const { fields } = lead;
  const form = useForm<QualificationValues>({
    initial: {
      rating: fields.rating,
      tags: fields.tags.join(', '),
      notes: fields.notes,
      followUpDate: fields.followUp?.date ?? '',
      followUpNote: fields.followUp?.note ?? '',
      followUpDone: fields.followUp?.done ?? false,
    },
    validate: (values) => {
      const followUp = followUpOf(values);
      return leadQualificationErrors({ rating: values.rating as LeadRating, tags: tagsOf(values.tags), notes: values.notes, ...(followUp ? { followUp } : {}) });
    },
    send: (values) => {
      setSaved(null);
      return api.editLead.execute({
        localId: lead.localId,
        patch: { rating: values.rating as LeadRating, tags: tagsOf(values.tags), notes: values.notes, followUp: followUpOf(values) },
      });
    },
    onSuccess: () => setSaved(t('detail.saved')),
    invalidAlert: t('form.invalid'),
    errorParams: (field) => (MAX_LENGTH[field] === undefined ? undefined : { context: 'limit', max: String(MAX_LENGTH[field]) }),
  });
  return (
    <Form form={form} labelledBy={labelledBy}>
      <RadioField form={form} name="rating" id="fp-ld-rating" label={t('lead.rating')} options={LEAD_GRADES.map((rating) => ({ value: rating, label: t(`rating.${rating}`) }))} />
      <TextField form={form} name="tags" id="fp-ld-tags" label={t('lead.tags')} placeholder={t('lead.tagsHint')} autoComplete="off" maxLength={250} />
      <TextAreaField form={form} name="notes" id="fp-ld-notes" label={t('lead.notes')} rows={3} maxLength={500} />
      <fieldset className="fp-ld-followup">
        <legend className="fp-field__label">{t('lead.followUp')}</legend>
        <TextField form={form} name="followUpDate" id="fp-ld-fu-date" label={t('lead.followUpDate')} type="date" />
        <TextField form={form} name="followUpNote" id="fp-ld-fu-note" label={t('lead.followUpNote')} autoComplete="off" maxLength={200} />
        <CheckboxField form={form} name="followUpDone" id="fp-ld-fu-done" label={t('lead.followUpDone')} />
      </fieldset>
      <FormAlert message={form.alert} />
      <FormStatus message={saved} />
      <SubmitButton pending={form.pending} label={t('detail.save')} />
    </Form>
  );
}
