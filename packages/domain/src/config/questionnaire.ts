// The exhibition's questionnaires (questionnaire/detail; docs/endpoints.md). Up to three per language.

export type QuestionType = 'single' | 'multiple' | 'text';
export type QuestionnaireIndex = 1 | 2 | 3;

export interface QuestionOption {
  readonly id: string;
  readonly label: string;
  readonly labelEn: string;
}

export interface Question {
  readonly id: string;
  readonly title: string;
  readonly titleEn: string;
  readonly type: QuestionType;
  readonly required: boolean;
  readonly options: readonly QuestionOption[];
}

export interface Questionnaire {
  readonly id: string;
  readonly index: QuestionnaireIndex;
  readonly title: string;
  readonly titleEn: string;
  readonly questions: readonly Question[];
}

export interface QuestionnaireAnswer {
  readonly questionId: string;
  readonly optionIds?: readonly string[];
  readonly text?: string;
}
