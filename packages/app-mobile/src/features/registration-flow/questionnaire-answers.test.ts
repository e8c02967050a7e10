import type { Questionnaire } from '@fairpass/domain';
import { describe, expect, it } from 'vitest';
import { answersOf, blankAnswers, questionnaireIndexOf, unansweredErrors } from './questionnaire-answers';

const SURVEY: Questionnaire = {
  id: 'q1',
  index: 1,
  title: '参观调查',
  titleEn: 'Survey',
  questions: [
    { id: 'purpose', title: '目的', titleEn: 'Purpose', type: 'single', required: true, options: [{ id: 'buy', label: '采购', labelEn: 'Buying' }, { id: 'learn', label: '了解', labelEn: 'Learning' }] },
    { id: 'products', title: '产品', titleEn: 'Products', type: 'multiple', required: true, options: [{ id: 'phones', label: '手机', labelEn: 'Phones' }, { id: 'chips', label: '芯片', labelEn: 'Chips' }] },
    { id: 'comment', title: '建议', titleEn: 'Comment', type: 'text', required: false, options: [] },
    { id: 'contact', title: '联系', titleEn: 'Contact', type: 'text', required: true, options: [] },
  ],
};

describe('questionnaire answers', () => {
  it.each([
    ['nothing answered: every required question is listed in order', {}, ['purpose', 'products', 'contact']],
    ['the blank starting draft: the same', blankAnswers(SURVEY), ['purpose', 'products', 'contact']],
    ['blank text does not count as an answer', { purpose: ['buy'], products: ['chips'], contact: '   ' }, ['contact']],
    ['an option of another question does not count', { purpose: ['phones'], products: ['chips'], contact: 'x' }, ['purpose']],
    ['all required answered, optional left out', { purpose: ['buy'], products: ['phones'], contact: 'me' }, []],
  ])('%s', (_case, draft, expected) => {
    const errors = unansweredErrors(SURVEY, draft);
    expect(Object.keys(errors)).toEqual(expected);
    expect(Object.values(errors).flat().every((code) => code === 'VALIDATION.REQUIRED')).toBe(true);
  });

  it('sends option ids for choices and trimmed text for text questions, skipping unanswered ones', () => {
    expect(answersOf(SURVEY, { purpose: ['learn'], products: ['phones', 'chips'], contact: ' 王 ', comment: '' })).toEqual([
      { questionId: 'purpose', optionIds: ['learn'] },
      { questionId: 'products', optionIds: ['phones', 'chips'] },
      { questionId: 'contact', text: '王' },
    ]);
  });

  it('keeps a single-choice answer to one option', () => {
    expect(answersOf(SURVEY, { purpose: ['buy', 'learn'] })).toEqual([{ questionId: 'purpose', optionIds: ['buy'] }]);
  });

  it.each([
    ['2', 2],
    ['3', 3],
    ['1', 1],
    [null, 1],
    ['9', 1],
  ] as const)('opens questionnaire %s as index %s', (raw, index) => {
    expect(questionnaireIndexOf(raw)).toBe(index);
  });
});
