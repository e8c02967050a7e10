// Fills a message's placeholders the way the app's i18next does for the error texts: `{{name}}` takes
// the param of that name, and `$t(key, {"count": n})` nests another text of the same language, its
// plural form chosen by the language's rules (`key_one` / `key_other`).

type Texts = Readonly<Record<string, string>>;

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;
const NESTED = /\$t\(([\w.-]+)(?:,\s*(\{[^)]*\}))?\)/g;

const interpolate = (text: string, params: Readonly<Record<string, unknown>>): string =>
  text.replace(PLACEHOLDER, (_whole, name: string) => {
    const value = params[name];
    return value === undefined || value === null ? '' : String(value);
  });

const nestedOptions = (json: string | undefined): Record<string, unknown> => {
  if (json === undefined) return {};
  try {
    const parsed: unknown = JSON.parse(json);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/** The text `key` of `texts`, its plural form picked by `count` when it has one. */
const pick = (texts: Texts, key: string, language: string, count: unknown): string | undefined => {
  if (typeof count === 'number') {
    const form = new Intl.PluralRules(language).select(count);
    return texts[`${key}_${form}`] ?? texts[`${key}_other`] ?? texts[key];
  }
  return texts[key];
};

/** `text` with its params filled and its nested texts (`$t(…)`) resolved from `texts`. */
export function fillMessage(text: string, params: Readonly<Record<string, unknown>>, texts: Texts, language: string): string {
  const filled = interpolate(text, params);
  return filled.replace(NESTED, (whole, key: string, json: string | undefined) => {
    const options = nestedOptions(json);
    // A count left out (its param missing) reads as the plural form, never as the raw `$t(…)`.
    const nested = pick(texts, key, language, typeof options.count === 'number' ? options.count : Number.NaN);
    return nested === undefined ? whole : interpolate(nested, { ...params, ...options });
  });
}
