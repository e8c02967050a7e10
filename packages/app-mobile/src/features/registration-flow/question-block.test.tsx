import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Question } from '@fairpass/domain';
import { renderShell } from '../../test/render-shell';
import { QuestionBlock } from './question-block';

const question = (title: string, titleEn: string): Question => ({
  id: 'q1',
  title,
  titleEn,
  type: 'multiple',
  required: false,
  options: [{ id: 'a', label: '机器人', labelEn: 'Robots' }],
});

const show = (q: Question, english: boolean) =>
  renderShell(<QuestionBlock number={1} question={q} english={english} value={[]} error={undefined} onAnswer={() => undefined} />, {
    language: english ? 'en' : 'cn',
  });

describe('a question of the questionnaire', () => {
  it('says a multiple-choice question takes several answers', async () => {
    await show(question('感兴趣的产品', 'Products of interest'), true);
    expect((await screen.findByRole('group')).textContent).toContain('(choose any)');
  });

  it('does not say it twice when the title ends with a remark of its own', async () => {
    await show(question('感兴趣的产品（可多选）', 'Products of interest (several allowed)'), true);
    const legend = (await screen.findByRole('group')).querySelector('legend');
    expect(legend?.textContent).toBe('1. Products of interest (several allowed)');
  });
});
