// A visa request's nationality is a country of the server's `country` dictionary (design exhibitor.md
// §2.4 visaInfo: "nationality (country dictionary)"), read as every choice field reads its dictionary
// (ui/server-state's dictionaryQuery, in the page's language). The request still carries the ISO code the
// server expects; the page says the country's name wherever it can (ui/form/dictionary-select-field.tsx).

/** The dictionary the nationality is chosen from. */
export const COUNTRY_DICTIONARY = 'country';
