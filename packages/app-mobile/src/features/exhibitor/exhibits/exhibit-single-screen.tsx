// /exhibitorSelfService/exhibit/single[?id=] (issue 30, design exhibitor.md §2.2): adds an exhibit, or
// changes one (a refused one shows the organiser's reason above the form); either goes to the organiser's
// review again. The names in both languages, the category (chosen from the server's dictionary, in the
// page's language) and a description ≤ 500 are checked as typed;
// at the company's maximum adding is refused before sending ("展品数量已达上限"); sent once
// (Idempotency-Key), nothing typed is lost on a refusal, then back to the list.
// Other features' sections follow the form; one may start a new exhibit (last edition's) through `onStart`,
// which only fills the form.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { FieldErrors } from '@fairpass/domain';
import {
  catalogueRefusalOf,
  emptyExhibitForm,
  exhibitErrors,
  exhibitFormOf,
  exhibitRequestOf,
  EXHIBIT_DESCRIPTION_MAX,
  type Exhibit,
  type ExhibitForm,
  type ExhibitList,
} from '@fairpass/domain/exhibitor';
import { getExhibitor } from '@fairpass/sdk/exhibitor';
import type { ExhibitStart } from '../../../routes/exhibit-editor-part';
import { ExhibitEditorParts } from '../../../routes/exhibit-editor-parts';
import { BackButton } from '../../../ui/back-button';
import { Form } from '../../../ui/form/form';
import { FormAlert } from '../../../ui/form/form-alert';
import { SubmitButton } from '../../../ui/form/submit-button';
import { TextAreaField } from '../../../ui/form/text-area-field';
import { TextField } from '../../../ui/form/text-field';
import { useForm } from '../../../ui/form/use-form';
import { Page } from '../../../ui/page';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { useErrorMessage } from '../../../ui/use-error-message';
import { useQueryParam } from '../../../ui/use-query-param';
import { settleWriteKey, writeKeyFor } from '../../../ui/write-key';
import { EXHIBITOR_KEYS, exhibitsQuery } from '../exhibitor.queries';
import { ExhibitCategoryField } from './exhibit-category-field';
import '../../../ui/screen-blocks.css';

export default withServerState(ExhibitSingleScreen);

const HEADING_ID = 'fp-ex-exhibit-heading';

function ExhibitSingleScreen() {
  const { t } = useTranslation('exhibitor');
  const { client } = useShell();
  const id = useQueryParam('id') ?? '';
  const list = useQuery(exhibitsQuery(client));
  const heading = t(id ? 'exhibits.editHeading' : 'exhibits.addHeading');
  return (
    <QueryView query={list} heading={heading} headingId={HEADING_ID}>
      {(value) => {
        const exhibit = id ? value.exhibits.find((e) => e.id === id) : undefined;
        return (
          <Page labelledBy={HEADING_ID}>
            <BackButton fallback="/exhibitorSelfService/exhibit/list" />
            <h1 id={HEADING_ID} className="fp-heading">{heading}</h1>
            {/* Keyed by the exhibit: going from one to another on this route (only ?id= changes) starts its form and the other features' sections anew. */}
            {id && !exhibit ? <p className="fp-form__error" role="alert">{t('exhibits.notFound')}</p> : <ExhibitEditor key={id || 'new'} list={value} exhibit={exhibit} />}
          </Page>
        );
      }}
    </QueryView>
  );
}

function ExhibitEditor({ list, exhibit }: { readonly list: ExhibitList; readonly exhibit: Exhibit | undefined }) {
  const { t } = useTranslation('exhibitor');
  const { client } = useShell();
  const queries = useQueryClient();
  const [, navigate] = useLocation();
  const errorMessage = useErrorMessage();
  const intent = `exhibitor.exhibit.${exhibit?.id ?? 'new'}`;
  // Adding at the maximum is refused before sending (the list knows the count).
  const full = exhibit ? undefined : catalogueRefusalOf('exhibits', list.exhibits.length, list.max);
  const form = useForm<ExhibitForm, Exhibit>({
    initial: exhibit ? exhibitFormOf(exhibit) : emptyExhibitForm(),
    validate: (values): FieldErrors => exhibitErrors(values),
    send: (values, signal) => {
      const request = exhibitRequestOf(values, exhibit?.id);
      return getExhibitor(client).saveExhibit.execute(request, { idempotencyKey: writeKeyFor(intent, request), signal }).then((sent) => settleWriteKey(intent, sent));
    },
    onSuccess: async () => {
      await queries.invalidateQueries({ queryKey: EXHIBITOR_KEYS.all });
      navigate('/exhibitorSelfService/exhibit/list');
    },
    invalidAlert: t('form.fix'),
    draft: { key: intent },
  });
  // A section's starting point (last edition's exhibit) replaces what the form holds; kept as a draft like
  // anything typed, sent only when the exhibitor sends it.
  const startFrom = (start: ExhibitStart) => {
    form.reset({ name: start.name, nameEn: start.nameEn, category: start.category, description: start.description });
    document.getElementById('fp-ex-exhibit-name')?.focus();
  };
  return (
    <>
      <Form form={form} labelledBy={HEADING_ID}>
        {exhibit?.state === 'rejected' && exhibit.rejectReason && <p className="fp-form__error">{t('exhibits.reason', { reason: exhibit.rejectReason })}</p>}
        <p className="fp-note">{t('exhibits.intro')}</p>
        <TextField form={form} name="name" id="fp-ex-exhibit-name" label={t('exhibits.name')} mandatory autoComplete="off" maxLength={60} />
        <TextField form={form} name="nameEn" id="fp-ex-exhibit-name-en" label={t('exhibits.nameEn')} mandatory autoComplete="off" maxLength={120} />
        <ExhibitCategoryField form={form} name="category" id="fp-ex-exhibit-category" label={t('exhibits.category')} />
        <TextAreaField form={form} name="description" id="fp-ex-exhibit-description" label={t('exhibits.description', { max: EXHIBIT_DESCRIPTION_MAX })} rows={4} />
        <FormAlert message={full ? errorMessage(full, { max: String(list.max) }) : form.alert} />
        {!full && <SubmitButton pending={form.pending} label={t('exhibits.submit')} pendingLabel={t('exhibits.submitting')} />}
      </Form>
      {/* Other features' sections (the images and video; last edition's exhibits, which only fill this form). */}
      <ExhibitEditorParts exhibit={exhibit} onStart={exhibit || full ? undefined : startFrom} />
    </>
  );
}
