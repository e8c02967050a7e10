// Fills a share title or description. The result is plain text for the WeChat share card and the
// page: nothing is escaped or interpreted, so "<b>" stays "<b>" and the consumer shows it as text.
import { isSharePlaceholder } from './share-placeholders.table';
import type { SharePlaceholderValues } from './share-values';

/** `%%name%%`, tolerating spaces inside the percent signs; anything else with %% stays as typed. */
const PLACEHOLDER = /%%\s*([A-Za-z][A-Za-z0-9_]*)\s*%%/g;
/** Line breaks and tabs would break a one-line share card: they become spaces. */
const LINE_CONTROLS = /[\t\n\r\v\f\u2028\u2029]/g;
/** Other control characters, and the bidi overrides that could make a name read backwards. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point here
const HIDDEN_CONTROLS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

export const toPlainShareText = (text: string): string =>
  text.replace(LINE_CONTROLS, ' ').replace(HIDDEN_CONTROLS, '');

/** Unknown placeholders and missing values become empty; one pass, so values are never re-expanded. */
export const fillSharePlaceholders = (template: string, values: SharePlaceholderValues): string => {
  const filled = template.replace(PLACEHOLDER, (_match, name: string) => {
    if (!isSharePlaceholder(name)) return '';
    const value = values[name];
    return value === undefined || value === null ? '' : String(value);
  });
  return toPlainShareText(filled);
};
