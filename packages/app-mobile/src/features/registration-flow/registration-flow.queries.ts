// The registration steps' reads over the SDK's registration and content modules. The SDK reads the
// exhibition and identity from the session; they are in the keys (with the language) so that a visit
// for another exhibition or a language switch reads anew instead of showing the other one's form.
import { queryOptions } from '@tanstack/react-query';
import type { QuestionnaireIndex } from '@fairpass/domain';
import type { FairpassClient } from '@fairpass/sdk';
import { getRegistration } from '@fairpass/sdk/registration';
import { fromResult } from '../../ui/server-state/result-query';

/** What makes two answers of the same read differ. */
export interface ReadScope {
  readonly exhibitionId: string;
  readonly registerType: string;
  readonly language: string;
}

export const REGISTRATION_FLOW_KEYS = {
  form: (scope: ReadScope) => ['registration', 'form', scope] as const,
  questionnaire: (scope: ReadScope, index: QuestionnaireIndex) => ['registration', 'questionnaire', scope, index] as const,
};

/** The personal-info form's fields for the visitor's language. */
export const registrationFormQuery = (client: FairpassClient, scope: ReadScope) =>
  queryOptions({
    queryKey: REGISTRATION_FLOW_KEYS.form(scope),
    queryFn: fromResult((options) => getRegistration(client).fetchRegistrationForm.execute(options)),
  });

/** Questionnaire 1–3; null when the exhibition has none at that index. */
export const questionnaireQuery = (client: FairpassClient, scope: ReadScope, index: QuestionnaireIndex) =>
  queryOptions({
    queryKey: REGISTRATION_FLOW_KEYS.questionnaire(scope, index),
    queryFn: fromResult((options) => getRegistration(client).fetchQuestionnaire.execute({ index }, options)),
  });

