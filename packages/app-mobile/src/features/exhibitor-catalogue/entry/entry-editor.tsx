// The catalogue entry's form: the names in both languages, the contact and phone (a mainland mobile or a
// landline with its area code), the introductions (≤ 500 Chinese / 1,500 English characters, counted as
// typed). The values are kept in the tab as typed (form-draft) over a reload; "save draft" keeps them on
// the server too, unfinished, and "submit" sends them for review once (Idempotency-Key). Refusals show
// under the field, nothing typed is lost; the preview below follows the typing. Last edition's entry is
// offered above the form as a starting draft: taking it fills the form, nothing is sent.
import { Button } from '../../../ui/button';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '@fairpass/domain';
import { draftErrors, ENTRY_FIELD_ORDER, ENTRY_LIMITS, entryCount, entryErrors, entryFieldsOf, entryFormOf, type CatalogueEntry, type EntryField, type EntryForm, type JournalFields } from '@fairpass/domain/exhibitor-catalogue';
import { getExhibitorCatalogue } from '@fairpass/sdk/exhibitor-catalogue';
import { Form } from '../../../ui/form/form';
import { FormAlert } from '../../../ui/form/form-alert';
import { FormStatus } from '../../../ui/form/form-status';
import { SubmitButton } from '../../../ui/form/submit-button';
import { TextAreaField } from '../../../ui/form/text-area-field';
import { TextField } from '../../../ui/form/text-field';
import { useForm } from '../../../ui/form/use-form';
import { useShell } from '../../../ui/shell-context';
import { useFailureMessage } from '../../../ui/use-failure-message';
import { settleWriteKey, writeKeyFor } from '../../../ui/write-key';
import { CATALOGUE_KEYS } from '../exhibitor-catalogue.queries';
import { EntryPreview } from './entry-preview';
import { LastEditionOffer } from './last-edition-offer';

const SUBMIT_INTENT = 'exhibitor-catalogue.entry.submit';
const DRAFT_INTENT = 'exhibitor-catalogue.entry.draft';

export function EntryEditor({ entry }: { readonly entry: CatalogueEntry }) {
  const { t } = useTranslation('exhibitor-catalogue');
  const { client } = useShell();
  const queries = useQueryClient();
  const failureMessage = useFailureMessage();
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const form = useForm<EntryForm, CatalogueEntry>({
    initial: () => entryFormOf(entry.draft ?? entry.entry),
    validate: (values): FieldErrors => entryErrors(values),
    send: (values, signal) => {
      const fields = entryFieldsOf(values);
      return getExhibitorCatalogue(client)
        .submitCatalogueEntry.execute(fields, { idempotencyKey: writeKeyFor(SUBMIT_INTENT, fields), signal })
        .then((sent) => settleWriteKey(SUBMIT_INTENT, sent));
    },
    onSuccess: async () => {
      // every read on show: the entry, its history, the paperwork list and the user centre's to-dos
      await queries.invalidateQueries();
    },
    invalidAlert: t('form.fix'),
    draft: { key: 'exhibitor-catalogue.entry' },
    errorParams: (field) => (field in ENTRY_LIMITS ? { context: 'limit', max: String(ENTRY_LIMITS[field as EntryField]) } : undefined),
  });

  const saveDraft = async () => {
    if (saving) return;
    const problems = draftErrors(form.values);
    if (Object.keys(problems).length > 0) {
      form.setAlert(t('form.fix'));
      await form.check(Object.keys(problems) as EntryField[]);
      return;
    }
    setSaving(true);
    setStatus(null);
    form.setAlert(null);
    const fields = entryFieldsOf(form.values);
    const sent = settleWriteKey(DRAFT_INTENT, await getExhibitorCatalogue(client).saveEntryDraft.execute(fields, { idempotencyKey: writeKeyFor(DRAFT_INTENT, fields) }));
    setSaving(false);
    if (!sent.ok) {
      form.setAlert(failureMessage(sent.error));
      return;
    }
    setStatus(t('entry.draftSaved'));
    queries.setQueryData(CATALOGUE_KEYS.entry, sent.value);
  };

  const counter = (field: EntryField) => {
    const { used, max } = entryCount(form.values, field);
    return (
      <p className={used > max ? 'fp-cat-hint fp-cat-hint--over' : 'fp-cat-hint'} aria-live="polite">
        {t('entry.count', { used, max })}
      </p>
    );
  };

  const startFrom = (fields: JournalFields, edition: string) => {
    for (const field of ENTRY_FIELD_ORDER) form.set(field, fields[field]);
    form.setAlert(null);
    setStatus(t('lastEdition.taken', { edition }));
  };

  return (
    <>
      <LastEditionOffer onUse={startFrom} />
      <Form form={form} labelledBy="fp-cat-entry-heading">
        <p className="fp-note">{t('entry.intro')}</p>
        <TextField form={form} name="exhibitorJournalName" id="fp-cat-name" label={t('entry.name')} mandatory autoComplete="organization" />
        <TextField form={form} name="exhibitorJournalEnName" id="fp-cat-name-en" label={t('entry.nameEn')} mandatory autoComplete="off" lang="en" />
        <TextField form={form} name="journalContacts" id="fp-cat-contacts" label={t('entry.contacts')} mandatory autoComplete="name" />
        <TextField form={form} name="journalContactInformation" id="fp-cat-phone" label={t('entry.phone')} mandatory type="tel" inputMode="tel" autoComplete="tel" />
        <p className="fp-cat-hint">{t('entry.phoneHint')}</p>
        <TextAreaField form={form} name="journalIntroduction" id="fp-cat-intro" label={t('entry.introduction', { max: ENTRY_LIMITS.journalIntroduction })} rows={6} />
        {counter('journalIntroduction')}
        <TextAreaField form={form} name="journalEnIntroduction" id="fp-cat-intro-en" label={t('entry.introductionEn', { max: ENTRY_LIMITS.journalEnIntroduction })} rows={6} lang="en" />
        {counter('journalEnIntroduction')}
        <FormAlert message={form.alert} />
        <FormStatus message={status} />
        <Button block fill="outline" className="fp-secondary fp-cat-draft" loading={saving} loadingText={t('entry.savingDraft')} onClick={() => void saveDraft()}>
          {t('entry.saveDraft')}
        </Button>
        <SubmitButton pending={form.pending} label={t('entry.submit')} pendingLabel={t('entry.submitting')} />
      </Form>
      <EntryPreview fields={entryFieldsOf(form.values)} logo={entry.journalLogo} />
    </>
  );
}
