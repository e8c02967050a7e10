// The exhibitor's qualification survey answered for one lead: every required question needs an answer
// (an option chosen, or some text), a text answer is at most as long as the notes, and only the survey's
// own options count. Errors are keyed by question id, so a form can show each under its question.
import type { FieldErrors } from '../validation/validate-input';
import { isBlank, textLength } from '../validation/field-predicates';
import { LEAD_LIMITS } from './lead-rules';
import type { LeadSurvey, LeadSurveyAnswers, SurveyAnswer } from './lead.types';

/** A form's answer to one question: the options chosen, or the text typed. */
export type SurveyFormAnswer = readonly string[] | string;

/** The answers as kept with the lead: blanks dropped, unknown options and questions ignored, in the survey's order. */
export function surveyAnswersOf(survey: LeadSurvey, given: Readonly<Record<string, SurveyFormAnswer | undefined>>): LeadSurveyAnswers {
  const answers: SurveyAnswer[] = [];
  for (const question of survey.questions) {
    const value = given[question.id];
    if (question.type === 'text') {
      const text = typeof value === 'string' ? value.trim() : '';
      if (text !== '') answers.push({ questionId: question.id, text });
      continue;
    }
    const known = new Set(question.options.map((option) => option.id));
    const chosen = (Array.isArray(value) ? value : typeof value === 'string' && value !== '' ? [value] : []).filter((id) => known.has(id));
    const kept = question.type === 'single' ? chosen.slice(0, 1) : [...new Set(chosen)];
    if (kept.length > 0) answers.push({ questionId: question.id, optionIds: kept });
  }
  return { surveyId: survey.surveyId, answers };
}

/** The form's values of answers kept with a lead (a new survey's questions start empty). */
export function surveyFormValuesOf(survey: LeadSurvey, kept: LeadSurveyAnswers | undefined): Record<string, SurveyFormAnswer> {
  const byQuestion = new Map((kept?.surveyId === survey.surveyId ? kept.answers : []).map((answer) => [answer.questionId, answer]));
  return Object.fromEntries(
    survey.questions.map((question) => {
      const answer = byQuestion.get(question.id);
      if (question.type === 'text') return [question.id, answer?.text ?? ''];
      const chosen = [...(answer?.optionIds ?? [])];
      return [question.id, question.type === 'single' ? (chosen[0] ?? '') : chosen];
    }),
  );
}

/** What is wrong with the answers, by question id ({} when they can be saved). */
export function surveyAnswerErrors(survey: LeadSurvey, given: Readonly<Record<string, SurveyFormAnswer | undefined>>): FieldErrors {
  const errors: FieldErrors = {};
  const answered = new Map(surveyAnswersOf(survey, given).answers.map((answer) => [answer.questionId, answer]));
  for (const question of survey.questions) {
    const value = given[question.id];
    if (question.type === 'text' && typeof value === 'string' && textLength(value.trim()) > LEAD_LIMITS.notes) errors[question.id] = ['VALIDATION.TOO_LONG'];
    else if (question.required && !answered.has(question.id)) errors[question.id] = ['VALIDATION.REQUIRED'];
  }
  return errors;
}

/** Whether a lead's kept answers leave a required question of the survey unanswered (the list says "survey to finish"). */
export const surveyIncomplete = (survey: LeadSurvey, kept: LeadSurveyAnswers | undefined): boolean =>
  Object.keys(surveyAnswerErrors(survey, surveyFormValuesOf(survey, kept))).length > 0 || isBlank(kept?.surveyId);
