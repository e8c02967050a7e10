import type { ExhibitionSeed } from '../data/exhibitions.data';
import type { UserRecord } from './user-record';
import type { LanguageType } from './wire.types';

type ResultField = 'questionnaireResult' | 'questionnaireTwoResult' | 'questionnaireThreeResult';

/** Questionnaire index (1–3) → the user field that records it as complete. */
export const RESULT_FIELD: Record<1 | 2 | 3, ResultField> = {
  1: 'questionnaireResult',
  2: 'questionnaireTwoResult',
  3: 'questionnaireThreeResult',
};

/** How many questionnaires this exhibition asks in this language (0 when the language's switch is off). */
export function questionnairesAsked(exhibition: ExhibitionSeed, language: LanguageType): number {
  const config = exhibition.functionConfig;
  const on = language === 'en' ? config.enQuestionnaireSwitch : config.cnQuestionnaireSwitch;
  return on === 1 ? config.questionnaireCount : 0;
}

/**
 * Once the form and every questionnaire asked are done, a new registration goes to review. The demo
 * exhibitions never auto-approve, so the new-visitor journey ends on /auditing.
 */
export function submitForReviewWhenDone(user: UserRecord, exhibition: ExhibitionSeed, language: LanguageType): void {
  if (user.completeResult !== 'succ' || user.examineResult !== '') return;
  const asked = questionnairesAsked(exhibition, language);
  const indexes = ([1, 2, 3] as const).filter((index) => index <= asked);
  if (indexes.every((index) => user[RESULT_FIELD[index]] === 'complete')) user.examineResult = 'pending';
}
