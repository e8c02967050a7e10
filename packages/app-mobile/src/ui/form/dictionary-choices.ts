// A dictionary's items as a choice field offers them and as a page names a chosen code (a country, an
// exhibit category): in the dictionary's language, the code itself where the list lacks it.
import type { DictionaryItem } from '@fairpass/domain';

/**
 * The options: the dictionary's items in its order, and the chosen code when it is not among them (a draft
 * kept while the list has not loaded), so a choice is never dropped unseen.
 */
export function dictionaryChoices(items: readonly DictionaryItem[] | undefined, chosen: string): { readonly value: string; readonly label: string }[] {
  const choices = (items ?? []).map((item) => ({ value: item.dictKey, label: item.dictValue }));
  return chosen === '' || choices.some((choice) => choice.value === chosen) ? choices : [...choices, { value: chosen, label: chosen }];
}

/** The item's name in the dictionary's language; the code itself while the list is not in, or when it lacks the code. */
export const dictionaryNameOf = (code: string, items: readonly DictionaryItem[] | undefined): string => items?.find((item) => item.dictKey === code)?.dictValue ?? code;
