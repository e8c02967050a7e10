// The reads the person form is built from: the exhibition's personal-info form for the page's language
// and the dictionaries its choice fields name (the registration and content areas of the SDK, which the
// list screens do not load).
import { queryOptions } from '@tanstack/react-query';
import type { FairpassClient } from '@fairpass/sdk';
import { getRegistration } from '@fairpass/sdk/registration';
import { fromResult } from '../../../ui/server-state/result-query';

/** What makes two answers of the person form differ: the exhibition, the identity and the language. */
export interface FormScope {
  readonly exhibitionId: string;
  readonly registerType: string;
  readonly language: string;
}

export const PERSON_FORM_KEYS = {
  form: (scope: FormScope) => ['delegates', 'form', scope] as const,
};

/** The exhibition's personal-info form for the page's language. */
export const personFormQuery = (client: FairpassClient, scope: FormScope) =>
  queryOptions({
    queryKey: PERSON_FORM_KEYS.form(scope),
    queryFn: fromResult((options) => getRegistration(client).fetchRegistrationForm.execute(options)),
  });

