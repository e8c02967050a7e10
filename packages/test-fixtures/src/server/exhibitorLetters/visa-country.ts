// A visa letter's nationality is a code of the server's country dictionary, the one the app offers it
// from (design exhibitor.md §2.4: "nationality (country dictionary)"): the letter names the country, in
// Chinese in its Chinese half and in English in its English half, and a code the dictionary does not
// know is refused as the nationality field (400), so every letter can name its country.
import type { DictionarySeed } from '../../data/dictionaries.data';

export const COUNTRY_DICTIONARY = 'country';

export interface CountryName {
  readonly zh: string;
  readonly en: string;
}

/** The country of `code` in both languages, or undefined when the dictionary does not have it. */
export function countryNameOf(dictionaries: DictionarySeed, code: string): CountryName | undefined {
  const country = dictionaries[COUNTRY_DICTIONARY];
  const zh = country?.cn.find((item) => item.dictKey === code)?.dictValue;
  const en = country?.en.find((item) => item.dictKey === code)?.dictValue;
  return zh !== undefined && en !== undefined ? { zh, en } : undefined;
}
