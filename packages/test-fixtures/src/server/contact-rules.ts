// The backend's checks of a person's details (spec §5), restated for the server: a person's name, a
// mainland mobile, an e-mail address, and text length as a reader counts it. The lead tool and the reach
// routes use them. The server must not load @fairpass/domain at run time (it stands in for the Java
// backend, so the app and SDK are checked against rules they did not write; and `pnpm start` runs it
// with tsx before the domain is built); contact-rules.test.ts holds these to the domain's answers.

/** Characters as a reader counts them (a CJK character or an emoji is one). */
export const textLength = (value: string): number => Array.from(value).length;

/** Nothing given: absent, null, or only spaces. */
export const isBlank = (value: unknown): boolean => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const trimmed = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** 11 digits, 1 then 3–9: a mainland mobile number. */
export const isMainlandMobile = (value: unknown): boolean => /^1[3-9]\d{9}$/.test(trimmed(value));

const NAME_MIN_LENGTH = 2;

/**
 * Words of letters of any script (with their combining marks), joined by one space, hyphen, apostrophe
 * or the middle dot of transliterated names; at least 2 characters. No digits, no symbols.
 */
export const isPersonName = (value: unknown): boolean => {
  const name = trimmed(value);
  return textLength(name) >= NAME_MIN_LENGTH && /^[\p{L}\p{M}]+(?:[ '’\-·・][\p{L}\p{M}]+)*$/u.test(name);
};

// E-mail addresses as the backend's validator takes them: a local part of dot-separated atoms (RFC 5322
// atext, any non-ASCII letter too) or one quoted string; a domain of at least two labels whose last is
// letters (2 or more) or punycode; at most 254 characters in all, 64 bytes before the @, labels of 63.
const NON_ASCII = '\\u00A1-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFEF';
const LOCAL_ATOM = new RegExp(`^[a-z\\d!#$%&'*+\\-/=?^_\`{|}~${NON_ASCII}]+$`, 'i');
// RFC 5322 qtext and quoted pairs, control characters included.
const QUOTED_LOCAL = new RegExp(
  `^(?:[\\s\\x01-\\x08\\x0b\\x0c\\x0e-\\x1f\\x7f\\x21\\x23-\\x5b\\x5d-\\x7e\\u00A0-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFEF]|\\\\[\\x01-\\x09\\x0b\\x0c\\x0d-\\x7f\\u00A0-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFEF])*$`,
  'i',
);
const TOP_LEVEL = /^(?:[a-z\u00A1-\u00A8\u00AA-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]{2,}|xn[a-z0-9-]{2,})$/i;
const LABEL = /^[a-z0-9\u00A1-\uFFFF-]+$/i;
const FULL_WIDTH_ASCII = /[\uFF01-\uFF5E]/;
const MAX_ADDRESS = 254;
const MAX_LOCAL_BYTES = 64;
const MAX_LABEL = 63;

const utf8Bytes = (text: string): number => new TextEncoder().encode(text).length;

const isDomainName = (domain: string): boolean => {
  const labels = domain.split('.');
  const last = labels[labels.length - 1] ?? '';
  if (labels.length < 2 || !TOP_LEVEL.test(last)) return false;
  return labels.every((label) => label.length <= MAX_LABEL && LABEL.test(label) && !FULL_WIDTH_ASCII.test(label) && !label.startsWith('-') && !label.endsWith('-'));
};

const isLocalPart = (local: string): boolean => {
  if (local.startsWith('"') && local.endsWith('"')) return QUOTED_LOCAL.test(local.slice(1, -1));
  return local.split('.').every((atom) => LOCAL_ATOM.test(atom));
};

export const isEmailAddress = (value: unknown): boolean => {
  const address = trimmed(value);
  const at = address.lastIndexOf('@');
  if (address.length > MAX_ADDRESS || at < 0) return false;
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  return utf8Bytes(local) <= MAX_LOCAL_BYTES && utf8Bytes(domain) <= MAX_ADDRESS && isDomainName(domain) && isLocalPart(local);
};
