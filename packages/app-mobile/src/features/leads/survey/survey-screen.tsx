// /surveyPage?id=<the phone's id>: the exhibitor's qualification survey answered for one lead. The
// survey comes through the SDK, which keeps the last one read on the phone (so it opens offline); the
// answers are saved with the lead on the phone (editLead with `survey`) and sync with it. Required
// questions are the domain's check, their messages translated, focus on the first unanswered.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hrefOf } from '@fairpass/domain';
import { surveyAnswerErrors, surveyAnswersOf, surveyFormValuesOf, type LeadSurvey, type SurveyFormAnswer, type SurveyQuestion } from '@fairpass/domain/leads';
import type { LeadView } from '@fairpass/sdk/leads';
import { Link } from 'wouter';
import { BackButton } from '../../../ui/back-button';
import { ChoiceGroup } from '../../../ui/form/choice-group';
import { Field } from '../../../ui/form/field';
import { Form } from '../../../ui/form/form';
import { FormAlert } from '../../../ui/form/form-alert';
import { FormStatus } from '../../../ui/form/form-status';
import { RadioField } from '../../../ui/form/radio-field';
import { SubmitButton } from '../../../ui/form/submit-button';
import { TextAreaField } from '../../../ui/form/text-area-field';
import { useForm, type FieldBinding } from '../../../ui/form/use-form';
import { Page } from '../../../ui/page';
import { QueryView } from '../../../ui/server-state/query-view';
import { useLanguage } from '../../../ui/use-language';
import { useQueryParam } from '../../../ui/use-query-param';
import { LeadsNav } from '../leads-nav';
import { useLead, useLeadsApi } from '../use-lead-book';
import { useLeadTool } from '../use-lead-tool';
import { useSurvey } from './use-survey';
import '../../../ui/screen-blocks.css';
import '../leads.css';

const HEADING_ID = 'fp-ld-survey-heading';

export default function SurveyScreen() {
  const { t } = useTranslation('leads');
  useLeadTool();
  const localId = useQueryParam('id') ?? '';
  const survey = useSurvey();
  const { lead, loaded } = useLead(localId);
  return (
    <QueryView query={survey} heading={t('title.survey')} headingId={HEADING_ID}>
      {(data) => (
        <Page labelledBy={HEADING_ID}>
          <BackButton fallback="/customerPage" />
          {lead ? (
            <SurveyForm key={lead.localId} survey={data} lead={lead} />
          ) : (
            <>
              <h1 id={HEADING_ID} className="fp-heading">
                {t('title.survey')}
              </h1>
              <p className="fp-note" role="status">
                {loaded ? t('detail.missing') : t('list.loading')}
              </p>
            </>
          )}
          <LeadsNav />
        </Page>
      )}
    </QueryView>
  );
}

function SurveyForm({ survey, lead }: { readonly survey: LeadSurvey; readonly lead: LeadView }) {
  const { t } = useTranslation('leads');
  const [language] = useLanguage();
  const english = language === 'en';
  const api = useLeadsApi();
  const [saved, setSaved] = useState<string | null>(null);
  const form = useForm<Record<string, SurveyFormAnswer>>({
    initial: () => surveyFormValuesOf(survey, lead.fields.survey),
    validate: (values) => surveyAnswerErrors(survey, values),
    send: (values) => {
      setSaved(null);
      return api.editLead.execute({ localId: lead.localId, patch: { survey: surveyAnswersOf(survey, values) } });
    },
    onSuccess: () => setSaved(t('survey.saved')),
    invalidAlert: t('form.invalid'),
    errorParams: (field) => (survey.questions.some((question) => question.id === field && question.type === 'text') ? { context: 'limit', max: '500' } : undefined),
  });
  const who = lead.fields.name ?? lead.fields.badgeCode ?? '';
  return (
    <>
      <h1 id={HEADING_ID} className="fp-heading">
        {english ? survey.titleEn || survey.title : survey.title}
      </h1>
      <p className="fp-note">{t('survey.for', { who })}</p>
      <Form form={form} labelledBy={HEADING_ID}>
        {survey.questions.map((question) => (
          <Question key={question.id} question={question} form={form} english={english} />
        ))}
        <FormAlert message={form.alert} />
        <FormStatus message={saved} />
        <SubmitButton pending={form.pending} label={t('survey.save')} />
      </Form>
      <Link href={hrefOf('/custDetailInfoPage', undefined, { id: lead.localId })} className="fp-link">
        {t('survey.backToLead')}
      </Link>
    </>
  );
}

function Question({ question, form, english }: { readonly question: SurveyQuestion; readonly form: FieldBinding; readonly english: boolean }) {
  const { t } = useTranslation('leads');
  const id = `fp-ld-q-${question.id}`;
  const title = (english ? question.titleEn || question.title : question.title) + (question.required ? '' : ` ${t('survey.optional')}`);
  const options = question.options.map((option) => ({ value: option.id, label: english ? option.labelEn || option.label : option.label }));
  if (question.type === 'text') return <TextAreaField form={form} name={question.id} id={id} label={title} rows={2} maxLength={500} aria-required={question.required || undefined} />;
  if (question.type === 'single') return <RadioField form={form} name={question.id} id={id} label={title} options={options} vertical />;
  const value = form.values[question.id];
  return (
    <Field id={id} name={question.id} label={title} error={form.errors[question.id]} group="group">
      <ChoiceGroup kind="multiple" options={options} chosen={Array.isArray(value) ? (value as string[]) : []} onChange={(next) => form.set(question.id, next)} vertical />
    </Field>
  );
}
