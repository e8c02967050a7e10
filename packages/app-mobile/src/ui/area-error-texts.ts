// The business areas' error messages, kept with each area and found on disk: the messages of the codes
// an area declares (packages/domain/src/<area>/<area>-errors.ts) are in the app folder of the same name,
// `features/<area>/texts/errors/{zh,en}.json`, or `ui/texts/<area>/errors/` for an area whose texts are
// shared (`waiting-list`). Only the shared codes' messages (ui/texts/errors) come with the first screen;
// an area's are added to the `errors` namespace when its texts are fetched (app/i18n.ts), when a message of
// one of its codes is asked for first (use-error-message.ts), and once the first screen is idle (so a
// failure another area's screen shows, kept as text, has its words too).
import type { i18n as I18n } from 'i18next';

type Texts = { default: Record<string, string> };

const FILES = import.meta.glob<Texts>(['../features/*/texts/errors/*.json', './texts/*/errors/*.json']);

/** `../features/leads/texts/errors/zh.json` → `leads`; `./texts/waiting-list/errors/en.json` → `waiting-list`. */
const areaOfFile = (file: string): string => file.split('/')[2]!;

const LOADERS: ReadonlyMap<string, () => Promise<Texts>> = new Map(Object.entries(FILES).map(([file, load]) => [`${areaOfFile(file)}/${file.split('/').pop()!.replace(/\.json$/, '')}`, load]));

/** The areas that have error texts (for the test that every code has its words). */
export const ERROR_TEXT_AREAS: readonly string[] = [...new Set(Object.keys(FILES).map(areaOfFile))].sort();

const adding = new WeakMap<I18n, Map<string, Promise<void>>>();

/** Adds `area`'s error messages in `language` to the `errors` namespace (once per instance; a failed
 * fetch is forgotten so the next ask tries again). Resolves at once for an area without error texts. */
export function addAreaErrorTexts(i18n: I18n, language: string, area: string): Promise<void> {
  const load = LOADERS.get(`${area}/${language}`);
  if (!load) return Promise.resolve();
  let started = adding.get(i18n);
  if (!started) adding.set(i18n, (started = new Map()));
  const key = `${area}/${language}`;
  let added = started.get(key);
  if (!added) {
    const pending = load().then((texts) => {
      i18n.addResourceBundle(language, 'errors', texts.default, true, true);
    });
    started.set(key, pending);
    pending.catch(() => started.delete(key));
    added = pending;
  }
  return added;
}

/** Adds every area's error messages in `language` (after the first screen, and after a switch of language). */
export const addAllAreaErrorTexts = (i18n: I18n, language: string): Promise<void> =>
  Promise.all(ERROR_TEXT_AREAS.map((area) => addAreaErrorTexts(i18n, language, area))).then(() => undefined);
