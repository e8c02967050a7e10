// The shared codes' error messages (domain src/errors/error-messages.*.json): only the general failure's
// message comes with the first screen (through shell-texts/); these are fetched at boot, once the login has
// painted (main.ts), and added when the page's i18next is made and after a switch of language
// (app/i18n.ts), or when one of them is asked for first (use-error-message.ts). The business areas' come
// with area-error-texts.ts, fetched on first need (area-error-texts.loader.ts), as is the list of their
// files, so the first screen carries neither (issue 33).
import type { i18n as I18n } from 'i18next';
import type { ErrorTextFile } from './area-error-files';

const adding = new WeakMap<I18n, Map<string, Promise<void>>>();

/** Adds one file's messages to the `errors` namespace, once per instance (a failed fetch is forgotten, so
 * the next ask tries again). */
export function addErrorTextFile(i18n: I18n, file: ErrorTextFile): Promise<void> {
  let started = adding.get(i18n);
  if (!started) adding.set(i18n, (started = new Map()));
  const key = `${file.area}/${file.language}`;
  let added = started.get(key);
  if (!added) {
    const pending = file.load().then((texts) => {
      i18n.addResourceBundle(file.language, 'errors', texts.default, true, true);
    });
    started.set(key, pending);
    pending.catch(() => started.delete(key));
    added = pending;
  }
  return added;
}

/** The shared codes' messages by language: a chunk each, outside the first load (issue 33). */
const SHARED_FILES: Readonly<Record<string, ErrorTextFile>> = {
  zh: { namespace: 'errors', area: 'errors', language: 'zh', load: () => import('../../../domain/src/errors/error-messages.zh.json') },
  en: { namespace: 'errors', area: 'errors', language: 'en', load: () => import('../../../domain/src/errors/error-messages.en.json') },
};

/** Starts fetching the shared codes' messages in `language` (`zh`, `en`), before there is an i18next to add them to. */
export const fetchSharedErrorTexts = (language: string): Promise<unknown> => SHARED_FILES[language]?.load() ?? Promise.resolve();

/** Adds the shared codes' messages in `language` to the `errors` namespace (once per instance, as an area's). */
export const addSharedErrorTexts = (i18n: I18n, language: string): Promise<void> => {
  const file = SHARED_FILES[language];
  return file ? addErrorTextFile(i18n, file) : Promise.resolve();
};
