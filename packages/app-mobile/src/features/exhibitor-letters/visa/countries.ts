// A visa request's nationality is a country of the server's `country` dictionary (design exhibitor.md
// §2.4 visaInfo: "nationality (country dictionary)"), read as every choice field reads its dictionary
// (ui/server-state's dictionaryQuery, in the page's language). The request still carries the ISO code the
// server expects; the page says the country's name wherever it can.
import type { DictionaryItem } from '@fairpass/domain';
import type { Choice } from '../../../ui/form/choice-group';

/** The dictionary the nationality is chosen from. */
export const COUNTRY_DICTIONARY = 'country';

/** The country's name in the dictionary's language; the code itself while the dictionary is not in, or when it lacks the code. */
export const countryNameOf = (code: string, countries: readonly DictionaryItem[] | undefined): string =>
  countries?.find((country) => country.dictKey === code)?.dictValue ?? code;

/**
 * The nationality select's options: the dictionary's countries in its order, and the chosen code when it
 * is not among them (a draft kept while the list has not loaded), so a choice is never dropped unseen.
 */
export function countryChoices(countries: readonly DictionaryItem[] | undefined, chosen: string): Choice[] {
  const choices = (countries ?? []).map((country) => ({ value: country.dictKey, label: country.dictValue }));
  return chosen === '' || choices.some((choice) => choice.value === chosen) ? choices : [...choices, { value: chosen, label: chosen }];
}
