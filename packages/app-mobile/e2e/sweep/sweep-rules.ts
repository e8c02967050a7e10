// The sweep's rules over what a screen shows (page-audit.ts reads it): each answers the failures it
// finds, each failure starting with its cause in brackets so the table can group the rows by cause.
//
// Interface text against data: the app's own strings come from its texts in the page language; the server
// brings data (names, titles, the exhibition's name, an article) that may be in either language. So a
// piece of the other language is interface text unless the server sent it — the sweep keeps every string
// of every /api/ answer (and the values of the entry link's query) and lets a run of Chinese on an English
// page, or a phrase of English words on a Chinese page, pass only when it is part of one of them. Text in an
// element that declares its own language (`lang`, as the language switch's 中文) is that language on purpose.
import type { PageAudit, ShownText } from './page-audit';

export type Language = 'zh' | 'en';

export const CAUSES = {
  shown: 'the screen is not the one asked for, or never showed',
  landing: 'after the login, the link’s target is lost (#27 part A: the target survives the login)',
  overflow: 'wider than the 375 px phone',
  raw: 'a raw value on screen (undefined, null, NaN, Invalid Date, an error code, a text key)',
  language: 'text of the other language in the interface',
  'way-on': 'no way back or on from the screen',
  'error-way-on': 'no way on from the error state (#27 part B: ways on from every error)',
  axe: 'serious or critical axe violations',
  'page-error': 'an uncaught error in the page',
  address: 'a credential left in the address',
  fixture: 'no sweep fixture for a route with a screen',
} as const;

export type Cause = keyof typeof CAUSES;

export const failure = (cause: Cause, detail: string): string => `[${cause}] ${detail}`;
export const causeOf = (message: string): Cause => (/^\[([^\]]+)\]/.exec(message)?.[1] ?? 'shown') as Cause;

/** Everything the server sent, to tell data from interface text. */
export class ServerData {
  private readonly strings = new Set<string>();
  /** The strings cut at spaces, punctuation and tags: a name inside a sentence or an article. */
  private readonly pieces = new Set<string>();
  private blob = '';
  private stale = false;

  /** Keeps every string of a JSON answer (an article's HTML body too: its text is in it). */
  addJson(value: unknown): void {
    if (typeof value === 'string') {
      if (value.length > 0 && !this.strings.has(value)) {
        this.strings.add(value);
        for (const piece of value.split(/[\s<>"'=,.;:!?()[\]{}/\\|，。；：！？（）【】、“”‘’《》·]+/)) if (piece) this.pieces.add(piece);
        this.stale = true;
      }
    } else if (Array.isArray(value)) {
      for (const item of value) this.addJson(item);
    } else if (value !== null && typeof value === 'object') {
      for (const item of Object.values(value)) this.addJson(item);
    }
  }

  /** The values of a link's query (an inviter's name rides in the invitation link). */
  addLink(href: string): void {
    for (const value of new URL(href).searchParams.values()) this.addJson(value);
  }

  /**
   * Whether the server sent this: a whole string or a piece of one; a longer text also anywhere inside
   * one (a short word is not data just because some article contains it: "返回", "Load more").
   */
  has(text: string): boolean {
    if (this.strings.has(text) || this.pieces.has(text)) return true;
    if (text.length < 12) return false;
    if (this.stale) {
      this.blob = [...this.strings].join('\n');
      this.stale = false;
    }
    return this.blob.includes(text);
  }
}

const CJK = /[\u2e80-\u2fff\u3000-\u303f\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef]+/g;
/** Two or more Latin words in a row: "Try again", "Show more". */
const LATIN_PHRASE = /[A-Za-z][A-Za-z'’]*(?:[ \u00a0-][A-Za-z][A-Za-z'’]*)+/g;
/** Addresses and e-mails are neither language. */
const ADDRESS_LIKE = /\S+@\S+|https?:\/\/\S+|\b[\w-]+(?:\.[\w-]+)+\/\S*/g;
/**
 * Names that a Chinese interface writes in Latin letters: products and services known by their Latin
 * name. Kept short on purpose; a new entry needs a reason.
 */
const NAMES_IN_LATIN = ['WeChat Pay', 'Apple Wallet', 'Google Wallet', 'QR Code', 'Word', 'PDF'];

const RAW_VALUES: readonly [RegExp, string][] = [
  [/\bundefined\b/, 'undefined'],
  [/\bnull\b/, 'null'],
  [/\bNaN\b/, 'NaN'],
  [/Invalid Date/, 'Invalid Date'],
  [/\[object Object\]/, '[object Object]'],
  [/\b[A-Z][A-Z0-9_]+\.[A-Z][A-Z0-9_]+\b/, 'an error code'],
];
/** A whole text that is a text key: `conference:programme.title`, `title.orders`. */
const TEXT_KEY = /^(?:[a-z][\w-]*:[\w.-]+|[a-z][a-zA-Z0-9]*(?:\.[a-zA-Z0-9]+)+)$/;

const quote = (shown: ShownText): string => `"${shown.text.slice(0, 60)}" (${shown.where})`;

/** No horizontal overflow at 375 px: the page's scroll width, and no visible element past the edge. */
export function overflowFailures(audit: PageAudit): string[] {
  const found: string[] = [];
  if (audit.scrollWidth > audit.viewportWidth) found.push(failure('overflow', `the page is ${audit.scrollWidth} px wide`));
  for (const { what, right } of audit.overflowing) found.push(failure('overflow', `${what} ends at ${right} px`));
  return found;
}

/** No undefined / null / NaN / Invalid Date / raw error code / text key on screen or in a link. */
export function rawValueFailures(audit: PageAudit, data: ServerData): string[] {
  const found: string[] = [];
  for (const shown of audit.texts) {
    for (const [pattern, name] of RAW_VALUES) {
      if (pattern.test(shown.text)) found.push(failure('raw', `${name} in ${quote(shown)}`));
    }
    if (TEXT_KEY.test(shown.text) && !data.has(shown.text)) found.push(failure('raw', `a text key ${quote(shown)}`));
  }
  for (const href of audit.brokenHrefs) found.push(failure('raw', `a link to ${href}`));
  return [...new Set(found)];
}

/** No text of the other language in the interface (see the head of this file for data). */
export function languageFailures(audit: PageAudit, language: Language, data: ServerData): string[] {
  const found: string[] = [];
  for (const shown of audit.texts) {
    if (data.has(shown.text)) continue;
    if (language === 'en') {
      const foreign = (shown.text.match(CJK) ?? []).filter((run) => run.trim() !== '' && !data.has(run));
      if (foreign.length > 0) found.push(failure('language', `Chinese ${foreign.map((run) => `"${run}"`).join(', ')} in ${quote(shown)}`));
    } else {
      let text = shown.text.replace(ADDRESS_LIKE, ' ');
      for (const name of NAMES_IN_LATIN) text = text.split(name).join(' ');
      const foreign = (text.match(LATIN_PHRASE) ?? []).filter((phrase) => !data.has(phrase));
      if (foreign.length > 0) found.push(failure('language', `English ${foreign.map((phrase) => `"${phrase}"`).join(', ')} in ${quote(shown)}`));
    }
  }
  return [...new Set(found)];
}

/** A visible way back or on: a link to another screen, or the back button. */
export function wayOnFailures(audit: PageAudit, cause: 'way-on' | 'error-way-on'): string[] {
  return audit.waysOn.length > 0 ? [] : [failure(cause, `no link to another screen and no back button on ${audit.path}`)];
}

/** Query keys that carry a credential: WeChat's openid and code, tokens, the imaster code, passwords. */
const CREDENTIAL_KEY = /^(openid|appopenid|unionid|openidstate|code|token|access_token|refresh_token|accesstoken|refreshtoken|blade-auth|authorization|imastercode|pcjumpaccount|password)$/i;
/** An error code in `?code=` (the error and jump screens say which error) is no credential. */
const ERROR_CODE = /^[A-Z][A-Z0-9_]*(\.[A-Z0-9_]+)+$/;

/** No credential left in the address after entry (before the hash, or in the hash's query). */
export function addressFailures(audit: PageAudit): string[] {
  const url = new URL(audit.href);
  const queries = [url.search, url.hash.split('?')[1] ?? ''];
  const keys = queries.flatMap((query) => [...new URLSearchParams(query).entries()]).filter(([key, value]) => CREDENTIAL_KEY.test(key) && !(key === 'code' && ERROR_CODE.test(value)));
  return keys.map(([key]) => failure('address', `"${key}" stays in the address`));
}
