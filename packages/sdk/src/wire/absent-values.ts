// The real backend writes no JSON null (BladeX's Jackson setup): a null String arrives as "", a null
// number as -1, a null Boolean as false, a null list as [] and a null object as {}; a field the backend
// left unset arrives all the same. These helpers read such a value back as the domain means it. Each
// one also takes what a backend without that setup sends (null, a missing field) and reads it the same
// way, and hands a value that already means something back unchanged (the same value, not a copy).

/** An object with no own keys: how a null object (a bean, a map) arrives. */
export const isEmptyObject = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0;

/**
 * An optional text (a form field's rule, dictionary code or placeholder, a card field the scanner
 * could not read): `""`, whitespace only, null or missing → undefined. Whitespace counts as none too:
 * a rule or dictionary code of spaces never matches anything and a placeholder of spaces shows
 * nothing, so the domain is better off without it. Any other value passes unchanged (not trimmed).
 */
export const textOrAbsent = <T>(value: T | null | undefined): T | undefined =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/**
 * A required text: null or missing → `""`. `""` itself stays: where the domain types a field as a
 * plain string (the user record's names, jumpUrl, userQr; config texts; colours), `""` already is the
 * domain's "none" and the rules read it so (`jumpUrl.trim() !== ''`, the theme's fallbacks).
 */
export const textOrEmpty = <T>(value: T | null | undefined): T | '' => (value === null || value === undefined ? '' : value);

/**
 * An optional count or length (a form field's maxLength): -1 (any negative), null or missing →
 * undefined. No count or length is below zero, so a negative can only be Jackson's null; kept, a -1
 * limit would refuse every value. 0 and positives pass unchanged.
 */
export const countOrAbsent = <T>(value: T | null | undefined): T | undefined =>
  value === null || value === undefined || (typeof value === 'number' && value < 0) ? undefined : value;

/**
 * A 1/0 switch or flag number (isHaveTicket, the config switches): -1, null or missing → 0. The domain
 * types them `0 | 1` and reads anything but 1 as off (`isOn`), so an unset switch is off; mapping it to
 * 0 keeps the value inside its type.
 */
export const switchOrOff = <T>(value: T | null | undefined): T | 0 => (value === null || value === undefined || value === -1 ? 0 : value);

/**
 * A boolean (a form field's or question's `required`): null or missing → false; false stays false.
 * Jackson's placeholder for a null Boolean is false, which cannot be told from a real false; false is
 * also the safe reading (not required), so nothing is lost.
 */
export const flagOrFalse = <T>(value: T | null | undefined): T | false => (value === null || value === undefined ? false : value);

/**
 * A list: null or missing → []; `[]` stays `[]` — an empty list is a fine "none" (no options, no
 * registration types, no dictionary items) and every caller can iterate it.
 */
export const listOrEmpty = <T>(value: readonly T[] | null | undefined): readonly T[] => value ?? [];

/**
 * An object the domain types `X | null` (the group-leader record, a questionnaire, the exhibitor
 * company): `{}`, null or missing → null. Kept, `{}` would read as a record without its fields (a group
 * leader with no status, a questionnaire without questions). Any other object passes unchanged.
 */
export const objectOrNull = <T>(value: T | Record<string, never> | null | undefined): T | null =>
  value === null || value === undefined || isEmptyObject(value) ? null : (value as T);
