// Answers to one questionnaire as the screen holds them, the required check before sending (the
// domain's, on what would be sent), and the wire shape. The server checks again; this spares the visitor
// a round trip for an obvious omission.
import {
  validateFormValues,
  type FieldErrors,
  type Question,
  type Questionnaire,
  type QuestionnaireAnswer,
  type QuestionnaireIndex,
} from '@fairpass/domain';

/** Question id → chosen option ids (single / multiple) or the typed text. */
export type AnswerDraft = Readonly<Record<string, string | readonly string[]>>;

const chosenOptions = (question: Question, draft: AnswerDraft): string[] => {
  const value = draft[question.id];
  if (value === undefined || typeof value === 'string') return [];
  // Only options of this question count: a stale id from another questionnaire is dropped.
  return value.filter((id) => question.options.some((option) => option.id === id));
};

const typedText = (question: Question, draft: AnswerDraft): string => {
  const value = draft[question.id];
  return typeof value === 'string' ? value.trim() : '';
};

const isAnswered = (question: Question, draft: AnswerDraft): boolean =>
  question.type === 'text' ? typedText(question, draft) !== '' : chosenOptions(question, draft).length > 0;

/** Every question, unanswered: the form's starting draft (the form holds one value per question). */
export const blankAnswers = (questionnaire: Questionnaire): AnswerDraft =>
  Object.fromEntries(questionnaire.questions.map((question) => [question.id, question.type === 'text' ? '' : []]));

/** The answers to send: one per answered question; a single-choice question keeps one option. */
export const answersOf = (questionnaire: Questionnaire, draft: AnswerDraft): QuestionnaireAnswer[] =>
  questionnaire.questions
    .filter((question) => isAnswered(question, draft))
    .map((question) => {
      if (question.type === 'text') return { questionId: question.id, text: typedText(question, draft) };
      const options = chosenOptions(question, draft);
      return { questionId: question.id, optionIds: question.type === 'single' ? options.slice(0, 1) : options };
    });

/** The questionnaire to open: the index the next step named (`?index=2`), else the first. */
export const questionnaireIndexOf = (raw: string | null): QuestionnaireIndex =>
  raw === '2' ? 2 : raw === '3' ? 3 : 1;

/** Question id → VALIDATION.REQUIRED for each required question the answers to send leave out. */
export const unansweredErrors = (questionnaire: Questionnaire, draft: AnswerDraft): FieldErrors => {
  const sent = Object.fromEntries(answersOf(questionnaire, draft).map((answer) => [answer.questionId, answer.text ?? answer.optionIds]));
  return validateFormValues(
    questionnaire.questions.map(({ id, required }) => ({ prop: id, required })),
    sent,
  );
};
