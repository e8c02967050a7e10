// /questionnaire: questionnaire 1–3 (the next step names the index); single, multiple and text
// questions with required checks. After a submit the next step decides: the next questionnaire, the
// review page, or further on.
import { Button } from '../../ui/button';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { localizedField, type Questionnaire, type QuestionnaireIndex } from '@fairpass/domain';
import { getRegistration } from '@fairpass/sdk/registration';
import { Form } from '../../ui/form/form';
import { FormAlert } from '../../ui/form/form-alert';
import { SubmitButton } from '../../ui/form/submit-button';
import { useForm } from '../../ui/form/use-form';
import { Page } from '../../ui/page';
import { StepBar } from '../../ui/step-bar';
import { CORE_KEYS } from '../../ui/server-state/core.queries';
import { QueryView } from '../../ui/server-state/query-view';
import { withServerState } from '../../ui/server-state/with-server-state';
import { useShell } from '../../ui/shell-context';
import { useLanguage } from '../../ui/use-language';
import { useNextStepNavigation } from '../../ui/use-next-step-navigation';
import { useQueryParam } from '../../ui/use-query-param';
import { useSession } from '../../ui/use-session';
import { useUseCase } from '../../ui/use-use-case';
import { QuestionBlock } from './question-block';
import { answersOf, blankAnswers, questionnaireIndexOf, unansweredErrors } from './questionnaire-answers';
import { questionnaireQuery } from './registration-flow.queries';
import { useReadScope } from './use-read-scope';
import '../../ui/screen-blocks.css';
import './registration-flow.css';

export default withServerState(QuestionnaireScreen);

function QuestionnaireScreen() {
  const index = questionnaireIndexOf(useQueryParam('index'));
  // A new index is a new questionnaire: nothing of the previous one's answers may carry over.
  return <QuestionnaireLoader key={index} index={index} />;
}

function QuestionnaireLoader({ index }: { readonly index: QuestionnaireIndex }) {
  const { t } = useTranslation('registration-flow');
  const { client } = useShell();
  const questionnaire = useQuery(questionnaireQuery(client, useReadScope(), index));
  return (
    <QueryView query={questionnaire} heading={t('questionnaire.heading')} headingId="fp-questionnaire-heading">
      {(data) => (data ? <QuestionnaireForm questionnaire={data} /> : <NoQuestionnaire />)}
    </QueryView>
  );
}

/** The exhibition has no questionnaire at this index: the next step decides where to go instead. */
function NoQuestionnaire() {
  const { t } = useTranslation('registration-flow');
  const goToNextStep = useNextStepNavigation();
  return (
    <Page labelledBy="fp-questionnaire-heading">
      <StepBar />
      <h1 id="fp-questionnaire-heading" className="fp-heading">{t('questionnaire.heading')}</h1>
      <p className="fp-note">{t('questionnaire.none')}</p>
      <Button block color="primary" className="fp-action" onClick={() => void goToNextStep()}>
        {t('questionnaire.continue')}
      </Button>
    </Page>
  );
}

function QuestionnaireForm({ questionnaire }: { readonly questionnaire: Questionnaire }) {
  const { t } = useTranslation('registration-flow');
  const [language] = useLanguage();
  const submitAnswers = useUseCase(getRegistration, (u) => u.submitQuestionnaire);
  const goToNextStep = useNextStepNavigation();
  const queries = useQueryClient();
  const english = language === 'en';
  const userId = useSession((s) => s.user?.userId ?? '');

  const form = useForm({
    initial: () => blankAnswers(questionnaire),
    validate: (draft) => unansweredErrors(questionnaire, draft),
    send: (draft) =>
      submitAnswers.execute({
        questionnaireId: questionnaire.id,
        index: questionnaire.index,
        answers: answersOf(questionnaire, draft),
      }),
    invalidAlert: t('questionnaire.unanswered'),
    draft: { key: `questionnaire.${questionnaire.id}.${userId}` },
    onSuccess: () => {
      // The answer changes the user record (its questionnaire results): screens showing it read it anew.
      void queries.invalidateQueries({ queryKey: CORE_KEYS.user });
      return goToNextStep();
    },
  });

  return (
    <Page labelledBy="fp-questionnaire-heading">
      <StepBar />
      <h1 id="fp-questionnaire-heading" className="fp-heading">
        {localizedField(questionnaire, 'title', language) || t('questionnaire.heading')}
      </h1>
      <p className="fp-note">{t('questionnaire.progress', { index: questionnaire.index })}</p>
      <Form form={form}>
        {questionnaire.questions.map((question, position) => (
          <QuestionBlock
            key={question.id}
            number={position + 1}
            question={question}
            english={english}
            value={form.values[question.id]}
            error={form.errors[question.id]}
            onAnswer={(value) => form.set(question.id, value)}
          />
        ))}
        <FormAlert message={form.alert} />
        <SubmitButton pending={form.pending} label={t('questionnaire.submit')} />
      </Form>
    </Page>
  );
}
