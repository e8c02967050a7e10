import { describe, expect, it } from 'vitest';
import type { LeadSurvey } from './lead.types';
import { surveyAnswerErrors, surveyAnswersOf, surveyFormValuesOf, surveyIncomplete } from './survey-rules';

const SURVEY: LeadSurvey = {
  surveyId: 's1',
  title: '意向',
  titleEn: 'Interest',
  questions: [
    { id: 'budget', title: '预算', titleEn: 'Budget', type: 'single', required: true, options: [{ id: 'low', label: '低', labelEn: 'Low' }, { id: 'high', label: '高', labelEn: 'High' }] },
    { id: 'products', title: '产品', titleEn: 'Products', type: 'multiple', required: false, options: [{ id: 'a', label: 'A', labelEn: 'A' }, { id: 'b', label: 'B', labelEn: 'B' }] },
    { id: 'remark', title: '备注', titleEn: 'Remark', type: 'text', required: true, options: [] },
  ],
};

describe('survey answers', () => {
  it('keeps what was answered, in the survey order, without blanks, repeats or unknown options', () => {
    expect(surveyAnswersOf(SURVEY, { remark: '  soon ', products: ['b', 'x', 'b'], budget: 'high', other: 'ignored' })).toEqual({
      surveyId: 's1',
      answers: [
        { questionId: 'budget', optionIds: ['high'] },
        { questionId: 'products', optionIds: ['b'] },
        { questionId: 'remark', text: 'soon' },
      ],
    });
    expect(surveyAnswersOf(SURVEY, { budget: '', products: [], remark: '   ' }).answers).toEqual([]);
  });

  it('needs every required question, and a text answer of at most 500 characters', () => {
    expect(surveyAnswerErrors(SURVEY, { budget: '', products: [], remark: ' ' })).toEqual({ budget: ['VALIDATION.REQUIRED'], remark: ['VALIDATION.REQUIRED'] });
    expect(surveyAnswerErrors(SURVEY, { budget: 'nope', remark: 'x'.repeat(501) })).toEqual({ budget: ['VALIDATION.REQUIRED'], remark: ['VALIDATION.TOO_LONG'] });
    expect(surveyAnswerErrors(SURVEY, { budget: 'low', remark: 'ok' })).toEqual({});
  });

  it('gives a form its kept answers back, and empty ones for another survey', () => {
    const kept = surveyAnswersOf(SURVEY, { budget: 'low', products: ['a', 'b'], remark: 'call' });
    expect(surveyFormValuesOf(SURVEY, kept)).toEqual({ budget: 'low', products: ['a', 'b'], remark: 'call' });
    expect(surveyFormValuesOf(SURVEY, { surveyId: 'old', answers: kept.answers })).toEqual({ budget: '', products: [], remark: '' });
    expect(surveyIncomplete(SURVEY, kept)).toBe(false);
    expect(surveyIncomplete(SURVEY, undefined)).toBe(true);
  });
});
