import type { LanguageType, Questionnaire } from '../server/wire.types';

/** A questionnaire asked on one exhibition in one language, at its index (1–3). */
export interface QuestionnaireSeed {
  exhibitionId: string;
  languageType: LanguageType;
  questionnaire: Questionnaire;
}

function purposeQuestionnaire(id: string, index: 1 | 2 | 3): Questionnaire {
  return {
    id,
    index,
    title: `参观调查（${index}）`,
    titleEn: `Visitor survey (${index})`,
    questions: [
      {
        id: `${id}-purpose`,
        title: '您的参观目的？',
        titleEn: 'Why are you visiting?',
        type: 'single',
        required: true,
        options: [
          { id: 'buy', label: '采购', labelEn: 'Buying' },
          { id: 'learn', label: '了解行业', labelEn: 'Learning about the industry' },
          { id: 'meet', label: '商务洽谈', labelEn: 'Business meetings' },
        ],
      },
      {
        id: `${id}-products`,
        title: '您关注的产品（多选）',
        titleEn: 'Products of interest (several allowed)',
        type: 'multiple',
        required: true,
        options: [
          { id: 'phones', label: '手机', labelEn: 'Phones' },
          { id: 'robots', label: '机器人', labelEn: 'Robots' },
          { id: 'chips', label: '芯片', labelEn: 'Chips' },
        ],
      },
      { id: `${id}-comment`, title: '其他建议', titleEn: 'Anything else?', type: 'text', required: false, options: [] },
    ],
  };
}

export function seedQuestionnaires(): QuestionnaireSeed[] {
  const seeds: QuestionnaireSeed[] = [];
  const add = (exhibitionId: string, count: 1 | 2 | 3): void => {
    for (const languageType of ['cn', 'en'] as const) {
      for (let index = 1; index <= count; index += 1) {
        const id = `q-${exhibitionId}-${languageType}-${index}`;
        seeds.push({ exhibitionId, languageType, questionnaire: purposeQuestionnaire(id, index as 1 | 2 | 3) });
      }
    }
  };
  add('demo', 1);
  add('card-demo', 3);
  add('closed-demo', 1);
  add('stopped-demo', 1);
  add('activity-demo', 1);
  add('wechat-only-demo', 1);
  return seeds;
}
