// A server object carries its Chinese and English texts side by side (title / titleEn, company /
// companyEnName, cnRegisterLinkUrl / enRegisterLinkUrl…). One rule picks the one to show, everywhere:
// the page language's text when it has any, else the other language's (a Chinese title beats an empty
// heading for an English visitor, and the other way round), else ''. Blank means empty or whitespace.
import type { LanguageType } from './language';

const filled = (value: unknown): string => (typeof value === 'string' && value.trim() !== '' ? value : '');

/** The text for `language` from the Chinese and English texts of one field. */
export const localizedText = (language: LanguageType, chinese: unknown, english: unknown): string =>
  language === 'en' ? filled(english) || filled(chinese) : filled(chinese) || filled(english);

/** A field `key` with its English twin `${key}En` (title / titleEn, label / labelEn…). */
export const localizedField = <K extends string>(
  record: Partial<Readonly<Record<K | `${K}En`, unknown>>> | null | undefined,
  key: K,
  language: LanguageType,
): string => localizedText(language, record?.[key], record?.[`${key}En` as `${K}En`]);

const HAN = /\p{Script=Han}/u;
const LATIN = /\p{Script=Latin}/u;

/**
 * Whether a text from the server reads in `language`: Chinese has Han characters; English has Latin
 * letters and no Han. Used to show a backend message only to a visitor who can read it.
 */
export const readsIn = (text: string, language: LanguageType): boolean =>
  language === 'en' ? LATIN.test(text) && !HAN.test(text) : HAN.test(text);
