// The business areas' error messages, kept with each area's codes and found on disk: the texts of the
// codes an area declares (packages/domain/src/<area>/<area>-errors.ts) are next to them,
// `<area>/<area>-messages.{zh,en}.json` in the domain, the one source the SDK ships too
// (`@fairpass/sdk/messages`). An area's are fetched as their own small chunk and added to the `errors`
// namespace when the texts of the app namespace of the same name (its feature's folder, or
// ui/texts/<area>) are fetched (app/i18n.ts), when a message of one of its codes is asked for first
// (use-error-message.ts), and once the first screen is idle (so a failure another area's screen shows,
// kept as text, has its words too). This module and the list of the files come on first need
// (area-error-texts.loader.ts): the first screen carries neither (issue 33).
import type { i18n as I18n } from 'i18next';
import { TEXT_FILES, type ErrorTextFile } from './area-error-files';
import { addErrorTextFile } from './shared-error-texts';
import { startInSlots } from './start-in-slots';

const addAll = (i18n: I18n, which: (file: ErrorTextFile) => boolean): Promise<void> =>
  Promise.all(TEXT_FILES.filter(which).map((file) => addErrorTextFile(i18n, file))).then(() => undefined);

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
  const files = TEXT_FILES.filter((file) => file.language === language);
  await Promise.all(await startInSlots(files, FILES_PER_SLOT, slot, (file) => addErrorTextFile(i18n, file)));
}
