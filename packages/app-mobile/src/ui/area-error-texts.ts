// The business areas' error messages, kept with each area's codes and found on disk: the texts of the
// codes an area declares (packages/domain/src/<area>/<area>-errors.ts) are next to them,
// `<area>/<area>-messages.{zh,en}.json` in the domain, the one source the SDK ships too
// (`@fairpass/sdk/messages`). Only the general failure's message comes with the first screen (through
// shell-texts/); the shared codes' (domain src/errors/error-messages.*.json) are fetched at boot, once the
// login has painted (main.ts), and added when the page's i18next is made and after a switch of language
// (app/i18n.ts), or when one of them is asked for first (use-error-message.ts). An area's are fetched as
// their own small chunk and added to the `errors` namespace when the texts of the app namespace of the
// same name (its feature's folder, or ui/texts/<area>) are fetched (app/i18n.ts), when a message of one
// of its codes is asked for first (use-error-message.ts), and once the first screen is idle (so a failure
// another area's screen shows, kept as text, has its words too). Which files there are is itself fetched
// on first need (area-error-files.ts), so the first screen carries no list of them.
import type { i18n as I18n } from 'i18next';
import type { ErrorTextFile } from './area-error-files';
import { fetchedOnce } from './fetched-once';
import { startInSlots } from './start-in-slots';

/** The areas' files, fetched once. */
const textFiles = fetchedOnce(() => import('./area-error-files').then((module) => module.TEXT_FILES));

const adding = new WeakMap<I18n, Map<string, Promise<void>>>();

function add(i18n: I18n, file: ErrorTextFile): Promise<void> {
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
  return file ? add(i18n, file) : Promise.resolve();
};

const addAll = (i18n: I18n, which: (file: ErrorTextFile) => boolean): Promise<void> =>
  textFiles()
    .then((files) => Promise.all(files.filter(which).map((file) => add(i18n, file))))
    .then(() => undefined);

/** Adds `area`'s error messages in `language` to the `errors` namespace (once per instance; a failed fetch
 * is forgotten so the next ask tries again). Resolves with nothing added for an area without error texts. */
export const addAreaErrorTexts = (i18n: I18n, language: string, area: string): Promise<void> =>
  addAll(i18n, (file) => file.area === area && file.language === language);

/** Adds the error messages kept in the folder of text namespace `namespace` (with its texts). */
export const addNamespaceErrorTexts = (i18n: I18n, language: string, namespace: string): Promise<void> =>
  addAll(i18n, (file) => file.namespace === namespace && file.language === language);

/** Files fetched together when every area's messages are added in the background. */
const FILES_PER_SLOT = 4;

/**
 * Adds every area's error messages in `language` (after the first screen, and after a switch of language),
 * a few files per `slot` (the page's idle time), so no one task of the page starts some twenty fetches
 * and no burst of them shares the line with what the visitor is waiting for.
 */
export async function addAllAreaErrorTexts(i18n: I18n, language: string, slot: () => Promise<void> = () => Promise.resolve()): Promise<void> {
  await slot();
  const files = (await textFiles()).filter((file) => file.language === language);
  await Promise.all(await startInSlots(files, FILES_PER_SLOT, slot, (file) => add(i18n, file)));
}
