// `@fairpass/domain/messages`: the zh and en texts of every error code, the same files the app shows
// (the shared codes' in src/errors/error-messages.{zh,en}.json, SYSTEM.ERROR's in
// src/errors/general-failure.{zh,en}.json, an area's next to its codes in
// src/<area>/<area>-messages.{zh,en}.json), and `messageOf` to word a failure with its params filled.
// A separate entry, so a consumer that words its own messages never loads them.
import type { ErrorCode } from '../errors/error-codes';
import { isErrorCode } from '../errors/error-codes';
import { messageKeyFor } from '../errors/error-catalogue';
import { knowAllAreaErrors } from '../errors/all-area-errors';
import sharedEn from '../errors/error-messages.en.json';
import sharedZh from '../errors/error-messages.zh.json';
import generalFailureEn from '../errors/general-failure.en.json';
import generalFailureZh from '../errors/general-failure.zh.json';
import { AREA_MESSAGES } from './area-messages.generated';
import { fillMessage } from './fill-message';

/** The languages the messages come in: Chinese (the default) and English; the session's `'cn'` is Chinese too. */
export type MessageLanguage = 'zh' | 'cn' | 'en';

type Texts = 'zh' | 'en';
const textsOf = (language: MessageLanguage): Texts => (language === 'en' ? 'en' : 'zh');

/** What `messageOf` words: a failure (a `DomainError`, or anything with its code and params) or a bare code. */
export type MessageSubject = ErrorCode | string | { readonly code: string; readonly params?: Readonly<Record<string, unknown>> | undefined };

const merged = (language: Texts): Readonly<Record<string, string>> =>
  Object.assign({}, ...(language === 'zh' ? [generalFailureZh, sharedZh] : [generalFailureEn, sharedEn]), ...Object.values(AREA_MESSAGES).map((area) => area[language])) as Record<string, string>;

let catalogues: Partial<Record<Texts, Readonly<Record<string, string>>>> = {};

/** Every error text in `language`, by the code's message key without its `errors.` prefix. */
export function errorTexts(language: MessageLanguage): Readonly<Record<string, string>> {
  const texts = catalogues[textsOf(language)] ?? merged(textsOf(language));
  catalogues = { ...catalogues, [textsOf(language)]: texts };
  return texts;
}

/**
 * The message to show for a failure, in `language`, with its params filled (e.g. the two tickets of a
 * conflict). A code this version does not know is worded as `UNKNOWN`. Show this, never the error's
 * `detail` (diagnostic text for logs and support, in whatever language the server or the network used).
 *
 * @example
 * ```ts
 * import { messageOf } from '@fairpass/sdk/messages';
 *
 * messageOf({ code: 'ORDER.QUANTITY_OUT_OF_RANGE', params: { min: '1', max: '5' } }, 'en');
 * // → 'Each order can have 1 to 5 of this ticket'
 * ```
 */
export function messageOf(subject: MessageSubject, language: MessageLanguage = 'zh'): string {
  knowAllAreaErrors();
  const code = typeof subject === 'string' ? subject : subject.code;
  const params = typeof subject === 'string' ? {} : (subject.params ?? {});
  const known: ErrorCode = isErrorCode(code) ? code : 'UNKNOWN';
  const texts = errorTexts(language);
  const text = texts[messageKeyFor(known).replace(/^errors\./, '')] ?? texts[messageKeyFor('UNKNOWN').replace(/^errors\./, '')] ?? known;
  return fillMessage(text, params, texts, textsOf(language));
}
